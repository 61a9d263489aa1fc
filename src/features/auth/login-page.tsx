import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Session } from '../../api/auth';
import { statusOf } from '../../api/http-status';
import { Field } from '../../components/form-fields';
import { FormError } from '../../components/form-sending';
import { ui } from '../../components/ui';
import { useTranslation } from '../../i18n';
import { isStandalone } from '../../pwa/install-prompt';
import { AuthCard, AuthSwitch } from './auth-card';
import { DeviceCodeOffer } from './device-code-offer';
import { PasswordField } from './password-field';
import { startSession } from './start-session';

// Shown only to an account that must choose a new password first, so its code loads then.
const ForcedPasswordChange = lazy(() => import('./forced-password-change').then((m) => ({ default: m.ForcedPasswordChange })));
// The server's client (ky) and its error sentences load with the first Sign In, not with the form.
const signInCode = () =>
  Promise.all([
    import('../../api/auth'),
    import('../../api/client'),
    import('../../lib/server-text'),
    import('../../../contracts/error-codes'),
  ]);

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // A session that must change its password first: not stored until the change succeeds (SPEC §4.1).
  const [mustChange, setMustChange] = useState<Session | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError('');
    setBusy(true);
    const code = await signInCode().catch(() => null);
    if (!code) {
      setError(t('auth:login.failed'));
      return setBusy(false);
    }
    const [{ login }, { errorText }, { errorSentence }, { serverErrors }] = code;
    try {
      const session = await login(email.trim(), password);
      if (session.user.must_change_password) setMustChange(session);
      else {
        void navigate(startSession(session.user, session.token), { replace: true });
      }
    } catch (err) {
      const text = await errorText(err, t('auth:login.failed'));
      // The sentence arrives in the chosen language, so it is compared with the pending one in that language.
      if (statusOf(err) === 403 && text === errorSentence('account_pending', serverErrors.account_pending))
        void navigate('/registration-pending');
      else setError(text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('auth:login.title')} subtitle={t('auth:login.subtitle')}>
      {isStandalone() ? <DeviceCodeOffer /> : null}
      <form className="space-y-4" onSubmit={submit}>
        <FormError text={error} />
        <Field label={t('auth:email')} type="email" autoComplete="email" required value={email} onChange={setEmail} />
        <PasswordField label={t('auth:password')} value={password} onChange={setPassword} />
        <div className="flex items-center justify-between text-sm">
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> {t('auth:login.remember')}
          </label>
          <Link to="/forgot-password" className="text-emerald-700 hover:underline dark:text-emerald-400">
            {t('auth:login.forgot')}
          </Link>
        </div>
        <button type="submit" className={`${ui.button} w-full`} disabled={busy || !email.trim() || !password}>
          {busy ? t('auth:login.busy') : t('auth:login.submit')}
        </button>
      </form>
      {isStandalone() ? null : <DeviceCodeOffer />}
      <AuthSwitch text={t('auth:login.newToCamp')} link={t('auth:login.signUp')} to="/register" />
      {mustChange ? (
        <Suspense fallback={null}>
          <ForcedPasswordChange
            session={mustChange}
            currentPassword={password}
            onDone={(landing) => void navigate(landing, { replace: true })}
          />
        </Suspense>
      ) : null}
    </AuthCard>
  );
}
