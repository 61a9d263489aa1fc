import type { User } from '../../../../contracts/profile';
import { resetUserPassword } from '../../../api/profile';
import { FormDialog } from '../../../components/form-dialog';
import { Field } from '../../../components/form-fields';
import { useTranslation } from '../../../i18n';
import { validateAdminReset } from './reset-password-validation';
import { useAuthStore } from '../../../stores/auth-store';

export function ResetPasswordModal({ user, onClose, onDone }: { user: User; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(['profile', 'auth']);
  const entries = [
    { key: 'password', label: t('profile:users.form.newPassword') },
    { key: 'confirm', label: t('profile:users.form.confirmPassword') },
  ] as const;
  return (
    <FormDialog
      texts={{
        title: t('profile:users.resetTitle', { name: `${user.first_name} ${user.last_name}` }),
        submit: t('profile:users.resetPassword'),
        busy: t('profile:users.resetting'),
      }}
      initial={() => ({ password: '', confirm: '', mustChange: true })}
      problem={(form) => validateAdminReset(form.password, form.confirm)}
      save={async (form) => {
        const updated = await resetUserPassword(user.id, form.password, form.mustChange);
        // An administrator who asked a change of themself is asked for it at once (the server now requires it).
        const auth = useAuthStore.getState();
        if (updated && updated.id === auth.user?.id) auth.setUser(updated);
        onDone();
      }}
      failure={() => t('profile:users.resetFailed')}
      onClose={onClose}
    >
      {(form, change, field) => (
        <>
          {entries.map(({ key, label }) => (
            <Field key={key} label={label} type="password" autoComplete="new-password" {...field(key)} />
          ))}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={form.mustChange} onChange={(e) => change({ mustChange: e.target.checked })} />
            {t('profile:users.requireChange')}
          </label>
        </>
      )}
    </FormDialog>
  );
}
