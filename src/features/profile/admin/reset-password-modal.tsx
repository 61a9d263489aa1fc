import { useState, type FormEvent } from 'react';
import type { User } from '../../../../contracts/profile';
import { resetUserPassword } from '../../../api/profile';
import { Modal } from '../../../components/modal';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { validateAdminReset } from '../../../lib/validation/admin-reset-password';
import { useAuthStore } from '../../../stores/auth-store';
import { Field } from '../../../components/admin/field';
import { FormActions } from '../../../components/admin/form-actions';

export function ResetPasswordModal({ user, onClose, onDone }: { user: User; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(['profile', 'auth']);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mustChange, setMustChange] = useState(true);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = validateAdminReset(password, confirm);
    if (problem) return setError(problem);
    setError('');
    setBusy(true);
    try {
      const updated = await resetUserPassword(user.id, password, mustChange);
      // An administrator who asked a change of themself is asked for it at once (the server now requires it).
      const auth = useAuthStore.getState();
      if (updated && updated.id === auth.user?.id) auth.setUser(updated);
      onDone();
    } catch {
      setError(t('profile:users.resetFailed'));
      setBusy(false);
    }
  }

  return (
    <Modal title={t('profile:users.resetTitle', { name: `${user.first_name} ${user.last_name}` })} onClose={onClose}>
      <form className="space-y-3" noValidate onSubmit={submit}>
        {error ? (
          <p role="alert" className={ui.error}>
            {error}
          </p>
        ) : null}
        <Field
          label={t('profile:users.form.newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
        <Field
          label={t('profile:users.form.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={mustChange} onChange={(e) => setMustChange(e.target.checked)} />
          {t('profile:users.requireChange')}
        </label>
        <FormActions label={t('profile:users.resetPassword')} busyLabel={t('profile:users.resetting')} busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
