import type { Camp } from '../../../../contracts/camps';
import { createCamp, updateCamp } from '../../../api/camps';
import { errorText } from '../../../api/client';
import { FormDialog } from '../../../components/form-dialog';
import { useTranslation } from '../../../i18n';
import { campMessages, emptyCampForm, formFromCamp, toCampInput, validateCampForm } from './camp-validation';
import { replicate } from '../../../replication/replicate';
import { CampFormFields } from './camp-form-fields';

/** Create or edit a camp (SPEC §2.3 Camp Management, §5, §8). It needs a connection; the form keeps what was typed. */
export function CampFormModal({ camp, onClose, onSaved }: { camp?: Camp; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation('camps');
  return (
    <FormDialog
      texts={{
        title: camp ? t('camps:editCamp') : t('camps:create'),
        submit: camp ? t('camps:update') : t('camps:create'),
        busy: t('camps:saving'),
      }}
      initial={() => (camp ? formFromCamp(camp) : emptyCampForm())}
      problem={validateCampForm}
      save={async (form) => {
        if (camp) await updateCamp(camp.id, toCampInput(form));
        else await createCamp(toCampInput(form));
        await replicate();
        onSaved(camp ? t('camps:updated') : t('camps:created'));
      }}
      failure={async (err) => {
        const reason = await errorText(err, '');
        return reason ? `${campMessages.saveFailed} ${reason}` : campMessages.saveFailed;
      }}
      onClose={onClose}
    >
      {(form, change, field) => <CampFormFields form={form} change={change} field={field} />}
    </FormDialog>
  );
}
