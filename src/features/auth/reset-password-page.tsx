import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CircleCheck } from 'lucide-react';
import { FormError, useSending } from '../../components/form-sending';
import { ui } from '../../components/ui';
import { useTranslation } from '../../i18n';
import { registerPasswordProblem } from './register-validation';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';

// The server's client (ky) and its error sentences load with the first Save, not with the page.
const resetCode = () => Promise.all([import('../../api/auth'), import('../../api/client')]);

const linkClass = 'font-semibold text-emerald-700 hover:underline dark:text-emerald-400';

/** Sets a new password from a mailed reset link (`?token=`), by the registration's password rules. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const [linkRefused, setLinkRefused] = useState(!token);
  const { error, busy, send } = useSending(() => t('auth:reset.failed'));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(
      async () => {
        const [{ resetPassword, refusedForLink }, { errorText }] = await resetCode();
        try {
          await resetPassword(token, password);
          setDone(true);
        } catch (err) {
          setLinkRefused(await refusedForLink(err));
          return errorText(err, t('auth:reset.failed'));
        }
      },
      registerPasswordProblem(password, confirm),
    );
  };

  if (done)
    return (
      <AuthCard title={t('auth:reset.title')}>
        <p
          role="status"
          className="mb-6 flex gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
        >
          <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t('auth:reset.done')}
        </p>
        <Link to="/login" replace className={`${ui.button} w-full`}>
          {t('auth:reset.signIn')}
        </Link>
      </AuthCard>
    );

  return (
    <AuthCard title={t('auth:reset.title')} subtitle={t('auth:reset.subtitle')}>
      {token ? (
        <form className="space-y-4" noValidate onSubmit={submit}>
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
