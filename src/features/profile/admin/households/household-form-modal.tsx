import type { Household } from '../../../../../contracts/households';
import { HOUSEHOLD_LIMITS } from '../../../../../contracts/households-rules';
import type { User } from '../../../../../contracts/profile';
import { errorText } from '../../../../api/client';
import { createHousehold, memberTakenBy, updateHousehold } from '../../../../api/households';
import { FormDialog } from '../../../../components/form-dialog';
import { CountField, Field } from '../../../../components/form-fields';
import { useTranslation } from '../../../../i18n';
import { householdForm, toHouseholdInput, validateHouseholdForm } from './household-validation';
import { MemberPicker } from './member-picker';

interface Props {
  /** The household to edit; a new one when not given. */
  household?: Household;
  households: Household[];
  users: User[];
  onClose: () => void;
  onSaved: (isNew: boolean) => void;
}

/** Create or edit a household: its name, the children without an account, and its members. It needs a connection. */
export function HouseholdFormModal({ household, households, users, onClose, onSaved }: Props) {
  const { t } = useTranslation('households');
  return (
    <FormDialog
      texts={{
        title: household ? t('households:editTitle', { name: household.name }) : t('households:create'),
        submit: household ? t('households:save') : t('households:create'),
        busy: t('households:saving'),
      }}
      initial={() => householdForm(household)}
      problem={validateHouseholdForm}
      save={async (form) => {
        const input = toHouseholdInput(form);
        if (household) await updateHousehold(household.id, input);
        else await createHousehold(input);
        onSaved(!household);
      }}
      failure={async (err) => {
        const taken = await memberTakenBy(err);
        return taken ? t('households:memberTaken', taken) : errorText(err, t('households:saveFailed'));
      }}
      onClose={onClose}
    >
      {(_form, _change, field) => (
        <>
          <Field label={t('households:form.name')} {...field('name')} maxLength={HOUSEHOLD_LIMITS.name} />
          <CountField label={t('households:form.children')} min={0} max={HOUSEHOLD_LIMITS.children} {...field('children')} />
          <MemberPicker users={users} households={households} own={household?.id} {...field('member_ids')} />
        </>
      )}
    </FormDialog>
  );
}
