import type { InvitationRequest } from '../../../api/invitations';
import { useState } from 'react';
import { roleSchema, type Role } from '../../../../contracts/common';
import type { Household } from '../../../../contracts/households';
import { INVITATION_LIMITS } from '../../../../contracts/invitations-rules';
import { CountField, Field, SelectField } from '../../../components/form-fields';
import { SecretCreateForm } from '../../../components/admin/secret-create-form';
import type { Sent } from '../../../components/form-sending';
import { useTranslation } from '../../../i18n';
import { defaultUses } from './invitation-state';

const NEW = 'new';

interface Props {
  households: Household[];
  online: boolean;
  /** Creates the invitation; answers the sentence why not, or nothing once it is made. */
  onCreate: (input: InvitationRequest) => Promise<Sent>;
}

/** A new invitation: a household (existing or new), a role (camper), uses (the household's size) and days (30). */
export function InvitationForm({ households, online, onCreate }: Props) {
  const { t } = useTranslation('invitations');
  const [household, setHousehold] = useState(NEW);
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('camper');
  const [uses, setUses] = useState(String(defaultUses(undefined)));
  const [days, setDays] = useState(String(INVITATION_LIMITS.defaultDays));
  const householdOf = (id: string) => households.find((h) => h.id === id);

  function chooseHousehold(id: string): void {
    setHousehold(id);
    setUses(String(defaultUses(householdOf(id))));
  }

  const input = (): InvitationRequest => ({
    ...(household === NEW ? { household_name: name.trim() } : { household_id: household }),
    role,
    uses: Number(uses),
    expires_in_days: Number(days),
  });

  return (
    <SecretCreateForm
      texts={{
        title: t('invitations:form.title'),
        create: t('invitations:form.create'),
        creating: t('invitations:form.creating'),
        failed: t('invitations:form.failed'),
      }}
      online={online}
      create={() => onCreate(input())}
      problem={() => (household === NEW && !name.trim() ? t('invitations:form.nameRequired') : null)}
    >
      <SelectField
        label={t('invitations:form.household')}
        value={household}
        options={[NEW, ...households.map((h) => h.id)]}
        labelOf={(id) => (id === NEW ? t('invitations:form.newHousehold') : (householdOf(id)?.name ?? id))}
        onChange={chooseHousehold}
      />
      {household === NEW ? <Field label={t('invitations:form.householdName')} value={name} onChange={setName} /> : null}
      <SelectField
        label={t('invitations:form.role')}
        value={role}
        options={roleSchema.options}
        labelOf={(r) => t(`invitations:role.${r}`)}
        onChange={setRole}
      />
      <div className="grid grid-cols-2 gap-3">
        <CountField label={t('invitations:form.uses')} min={1} max={INVITATION_LIMITS.uses} value={uses} onChange={setUses} />
        <CountField label={t('invitations:form.days')} min={1} max={INVITATION_LIMITS.maxDays} value={days} onChange={setDays} />
      </div>
    </SecretCreateForm>
  );
}
