import { useState, type FormEvent } from 'react';
import type { Camp } from '../../../../contracts/camps';
import { createCamp, updateCamp } from '../../../api/camps';
import { errorText } from '../../../api/client';
import { Modal } from '../../../components/modal';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { campMessages, emptyCampForm, formFromCamp, toCampInput, validateCampForm, type CampForm } from '../../../lib/validation/camp';
import { replicate } from '../../../replication/replicate';
import { CampFormFields } from './camp-form-fields';
import { FormActions } from '../../../components/admin/form-actions';

/** Create or edit a camp (SPEC §2.3 Camp Management, §5, §8). It needs a connection; the form keeps what was typed. */
export function CampFormModal({ camp, onClose, onSaved }: { camp?: Camp; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation('camps');
  const [form, setForm] = useState<CampForm>(() => (camp ? formFromCamp(camp) : emptyCampForm()));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = validateCampForm(form);
    if (problem) return setError(problem);
    setError('');
    setBusy(true);
    try {
      const input = toCampInput(form);
      if (camp) await updateCamp(camp.id, input);
      else await createCamp(input);
      await replicate();
      onSaved(camp ? t('camps:updated') : t('camps:created'));
    } catch (err) {
      const reason = await errorText(err, '');
      setError(reason ? `${campMessages.saveFailed} ${reason}` : campMessages.saveFailed);
      setBusy(false);
    }
  }

  return (
    <Modal title={camp ? t('camps:editCamp') : t('camps:create')} onClose={onClose}>
      <form className="space-y-3" noValidate onSubmit={(e) => void submit(e)}>
        {error ? (
          <p role="alert" className={ui.error}>
            {error}
          </p>
        ) : null}
        <CampFormFields form={form} onChange={setForm} />
        <FormActions label={camp ? t('camps:update') : t('camps:create')} busyLabel={t('camps:saving')} busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
