import { useState, type FormEvent } from 'react';
import { changePassword, login, type Session } from '../../api/auth';
import { errorText } from '../../api/client';
import { Modal } from '../../components/modal';
import { ui } from '../../components/ui';
import { validateNewPassword } from '../../lib/validation/password-change';
import { PasswordField } from './password-field';
import { startSession } from './start-session';

/**
 * The blocking change of password at first sign-in (SPEC §4.1): the password just typed is the
 * current one, and the session is stored only once the change succeeds.
 */
export function ForcedPasswordChange({ session, currentPassword, onDone }: { session: Session; currentPassword: string; onDone: () => void }) {
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = validateNewPassword(next, confirm);
    if (problem) return setError(problem);
    setError('');
    setBusy(true);
    try {
      await changePassword(currentPassword, next, session.token);
    } catch (err) {
      setBusy(false);
      return setError(await errorText(err, 'Failed to change password. Please try again.'));
    }
    // A fresh session after the change, in case the server retired the old token with the old password.
    const fresh = await login(session.user.email, next).catch(() => null);
    startSession(fresh?.user ?? { ...session.user, must_change_password: false }, fresh?.token ?? session.token);
    onDone();
  }

  return (
    <Modal title="Change Your Password">
      <form className="space-y-4" onSubmit={submit}>
        <p className="text-sm text-slate-600 dark:text-slate-300">For your security, please choose a new password before continuing.</p>
        {error ? <p role="alert" className={ui.error}>{error}</p> : null}
        <PasswordField label="New Password" autoComplete="new-password" value={next} onChange={setNext} />
        <PasswordField label="Confirm New Password" autoComplete="new-password" value={confirm} onChange={setConfirm} />
        <button type="submit" className={`${ui.button} w-full`} disabled={busy}>
          {busy ? 'Changing...' : 'Change Password'}
        </button>
      </form>
    </Modal>
  );
}
