import type { Camp } from '../../../../contracts/camps';
import { createCamp, updateCamp } from '../../../api/camps';
import { errorText } from '../../../api/client';
import { ItemFormDialog, type ItemDialog } from '../../../components/item-form-dialog';
import { useTranslation } from '../../../i18n';
import { campMessages, emptyCampForm, formFromCamp, toCampInput, validateCampForm, type CampForm } from './camp-validation';
import { replicate } from '../../../replication/replicate';
import { CampFormFields } from './camp-form-fields';

const campDialog: ItemDialog<Camp, CampForm> = {
  edit: { title: 'camps:editCamp', submit: 'camps:update', form: formFromCamp },
  create: { title: 'camps:create', submit: 'camps:create', form: emptyCampForm },
  busy: 'camps:saving',
  problem: validateCampForm,
  failed: async (err) => {
    const reason = await errorText(err, '');
    return reason ? `${campMessages.saveFailed} ${reason}` : campMessages.saveFailed;
  },
};

/** Create or edit a camp (SPEC §2.3 Camp Management, §5, §8). It needs a connection; the form keeps what was typed. */
export function CampFormModal({ camp, onClose, onSaved }: { camp?: Camp; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation('camps');
  return (
    <ItemFormDialog
      item={camp}
      dialog={campDialog}
      save={async (form) => {
        if (camp) await updateCamp(camp.id, toCampInput(form));
        else await createCamp(toCampInput(form));
        await replicate();
        onSaved(camp ? t('camps:updated') : t('camps:created'));
      }}
      onClose={onClose}
    >
      {(form, change, field) => <CampFormFields form={form} change={change} field={field} />}
    </ItemFormDialog>
  );
}
