import { useState, type FormEvent } from 'react';
import { roleSchema, type Role } from '../../../../contracts/common';
import { createUser } from '../../../api/profile-admin';
import { errorText } from '../../../api/client';
import { Modal } from '../../../components/modal';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { localToday } from '../../../lib/validation/dates';
import { adminCreateUserPayload, validateAdminCreateUser, type AdminCreateUserForm } from '../../../lib/validation/admin-create-user';
import { Field } from '../../../components/admin/field';
import { FormActions } from '../../../components/admin/form-actions';

const empty: AdminCreateUserForm = { email: '', password: '', first_name: '', last_name: '', date_of_birth: '', role: 'camper', phone: '' };

/** Create an account that is approved at once and must change its password at first sign-in. */
export function CreateUserModal({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState(empty);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: keyof AdminCreateUserForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = validateAdminCreateUser(form);
    if (problem) return setError(problem);
    setError('');
    setBusy(true);
    try {
      await createUser(adminCreateUserPayload(form));
      onCreated();
    } catch (err) {
      const reason = await errorText(err, '');
      setError(reason ? t('admin:users.createFailedBecause', { reason }) : t('admin:users.createFailed'));
      setBusy(false);
    }
  }

  return (
    <Modal title={t('admin:users.create')} onClose={onClose}>
      <form className="space-y-3" noValidate onSubmit={submit}>
        {error ? (
          <p role="alert" className={ui.error}>
            {error}
          </p>
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          <Field label={t('admin:userForm.firstName')} value={form.first_name} onChange={set('first_name')} />
          <Field label={t('admin:userForm.lastName')} value={form.last_name} onChange={set('last_name')} />
        </div>
        <Field label={t('admin:userForm.email')} type="email" value={form.email} onChange={set('email')} />
        <Field
          label={t('admin:userForm.temporaryPassword')}
          type="text"
          autoComplete="off"
          value={form.password}
          onChange={set('password')}
        />
        <Field
          label={t('admin:userForm.dateOfBirth')}
          type="date"
          max={localToday()}
          value={form.date_of_birth}
          onChange={set('date_of_birth')}
        />
        <Field label={t('admin:userForm.phone')} type="tel" value={form.phone} onChange={set('phone')} />
        <label className="block">
          <span className={ui.label}>{t('admin:users.role')}</span>
          <select className={ui.input} value={form.role} onChange={(e) => setForm((f) => ({ ...f, role: e.target.value as Role }))}>
            {roleSchema.options.map((r) => (
              <option key={r} value={r}>
                {t(`admin:roleName.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('admin:userForm.mustChooseHint')}</p>
        <FormActions label={t('admin:users.create')} busyLabel={t('admin:creating')} busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
