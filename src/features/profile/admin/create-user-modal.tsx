import { useState, type FormEvent } from 'react';
import { roleSchema, type Role } from '../../../../contracts/common';
import { createUser } from '../../../api/profile';
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
  const { t } = useTranslation('profile');
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
      setError(reason ? t('profile:users.createFailedBecause', { reason }) : t('profile:users.createFailed'));
      setBusy(false);
    }
  }

  return (
    <Modal title={t('profile:users.create')} onClose={onClose}>
      <form className="space-y-3" noValidate onSubmit={submit}>
        {error ? (
          <p role="alert" className={ui.error}>
            {error}
          </p>
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          <Field label={t('profile:users.form.firstName')} value={form.first_name} onChange={set('first_name')} />
          <Field label={t('profile:users.form.lastName')} value={form.last_name} onChange={set('last_name')} />
        </div>
        <Field label={t('profile:users.form.email')} type="email" value={form.email} onChange={set('email')} />
        <Field
          label={t('profile:users.form.temporaryPassword')}
          type="text"
          autoComplete="off"
          value={form.password}
          onChange={set('password')}
        />
        <Field
          label={t('profile:users.form.dateOfBirth')}
          type="date"
          max={localToday()}
          value={form.date_of_birth}
          onChange={set('date_of_birth')}
        />
        <Field label={t('profile:users.form.phone')} type="tel" value={form.phone} onChange={set('phone')} />
        <label className="block">
          <span className={ui.label}>{t('profile:users.role')}</span>
          <select className={ui.input} value={form.role} onChange={(e) => setForm((f) => ({ ...f, role: e.target.value as Role }))}>
            {roleSchema.options.map((r) => (
              <option key={r} value={r}>
                {t(`profile:users.roleName.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('profile:users.form.mustChooseHint')}</p>
        <FormActions label={t('profile:users.create')} busyLabel={t('profile:users.creating')} busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
