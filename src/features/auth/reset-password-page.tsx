import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CircleCheck } from 'lucide-react';
import { FormError } from '../../components/form-sending';
import { ui } from '../../components/ui';
import { useTranslation } from '../../i18n';
import { registerPasswordProblem } from './register-validation';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { useAuthSending } from './use-auth-sending';

const linkClass = 'font-semibold text-emerald-700 hover:underline dark:text-emerald-400';

/** Sets a new password from a mailed reset link (`?token=`), by the registration's password rules. */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'answers']);
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const [linkRefused, setLinkRefused] = useState(!token);
  const { error, busy, submit } = useAuthSending(() => t('auth:reset.failed'));

  const save = submit(
    async ({ resetPassword, refusedForLink }) => {
      try {
        await resetPassword(token, password);
        setDone(true);
      } catch (err) {
        setLinkRefused(await refusedForLink(err));
        throw err;
      }
    },
    registerPasswordProblem(password, confirm),
  );

  if (done)
    return (
      <AuthCard title={t('auth:reset.title')}>
        <p
          role="status"
          className="mb-6 flex gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
        >
          <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t('answers:passwordReset')}
        </p>
        <Link to="/login" replace className={`${ui.button} w-full`}>
          {t('auth:reset.signIn')}
        </Link>
      </AuthCard>
    );

  return (
    <AuthCard title={t('auth:reset.title')} subtitle={t('auth:reset.subtitle')}>
      {token ? (
        <form className="space-y-4" noValidate onSubmit={save}>
          <FormError text={error} />
          <PasswordField label={t('auth:reset.new')} autoComplete="new-password" value={password} onChange={setPassword} />
          <PasswordField label={t('auth:reset.confirm')} autoComplete="new-password" value={confirm} onChange={setConfirm} />
          <button type="submit" className={`${ui.button} w-full`} disabled={busy}>
            {busy ? t('auth:reset.busy') : t('auth:reset.submit')}
          </button>
        </form>
      ) : (
        <p className="text-sm">{t('auth:reset.noLink')}</p>
      )}
      <p className="mt-6 flex justify-between text-sm">
        <Link to="/login" className={linkClass}>
          {t('auth:forgot.back')}
        </Link>
        {linkRefused ? (
          <Link to="/forgot-password" className={linkClass}>
            {t('auth:reset.askAgain')}
          </Link>
        ) : null}
      </p>
    </AuthCard>
  );
}
