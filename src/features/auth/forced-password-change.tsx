import { useState, type FormEvent } from 'react';
import { changePassword, type Session } from '../../api/auth';
import { errorText } from '../../api/client';
import { FormError, useSending } from '../../components/form-sending';
import { Modal } from '../../components/modal';
import { ui } from '../../components/ui';
import { useTranslation } from '../../i18n';
import { validateNewPassword } from '../../lib/validation/password-change';
import { useAuthStore } from '../../stores/auth-store';
import { PasswordField } from './password-field';
import { startSession } from './start-session';

/**
 * The blocking change of password (SPEC §4.1). At sign-in the password just typed is the current
 * one and the session is stored only once the change succeeds. Inside the app (the server asked
 * for a change after an administrator's reset) the current password is asked for, and signing out
 * is the way out.
 */
export function ForcedPasswordChange({
  session,
  currentPassword,
  onDone,
}: {
  session: Session;
  currentPassword?: string;
  /** Told where the sign-in lands (`startSession`). */
  onDone?: (landing: string) => void;
}) {
  const { t } = useTranslation('auth');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const { error, busy, send } = useSending((err) => errorText(err, t('auth:changePassword.failed')));
  const atSignIn = currentPassword !== undefined;

  async function submit(e: FormEvent) {
    e.preventDefault();
    let landing = '/';
    const changed = await send(
      async () => {
        const fresh = await changePassword(currentPassword ?? current, next, session.token);
        landing = startSession(fresh.user, fresh.token);
      },
      validateNewPassword(next, confirm),
    );
    if (changed) onDone?.(landing);
  }

  return (
    <Modal title={t('auth:changePassword.title')}>
      <form className="space-y-4" onSubmit={submit}>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('auth:changePassword.intro')}</p>
        <FormError text={error} />
        {atSignIn ? null : <PasswordField label={t('auth:changePassword.current')} value={current} onChange={setCurrent} />}
        <PasswordField label={t('auth:changePassword.new')} autoComplete="new-password" value={next} onChange={setNext} />
        <PasswordField label={t('auth:changePassword.confirm')} autoComplete="new-password" value={confirm} onChange={setConfirm} />
        <button type="submit" className={`${ui.button} w-full`} disabled={busy}>
          {busy ? t('auth:changePassword.busy') : t('auth:changePassword.submit')}
        </button>
        {atSignIn ? null : (
          <button type="button" className={`${ui.buttonSecondary} w-full`} onClick={() => useAuthStore.getState().logout()}>
            {t('auth:signOut')}
          </button>
        )}
      </form>
    </Modal>
  );
}
