import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Info } from 'lucide-react';
import { ui } from '../../components/ui';
import { useTranslation } from '../../i18n';
import { localToday } from '../../lib/validation/dates';
import { registerPayload, validateRegister, type RegisterForm } from '../../lib/validation/register';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { startSession } from './start-session';
import { TextField } from './text-field';

const empty: RegisterForm = {
  first_name: '',
  last_name: '',
  date_of_birth: '',
  email: '',
  password: '',
  confirm_password: '',
  referred_by: '',
};

// The server's client (ky) and its error sentences load with the first Create Account, not with the form.
const registerCode = () => Promise.all([import('../../api/auth'), import('../../api/client')]);

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form, setForm] = useState(empty);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const field = (key: keyof RegisterForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = validateRegister(form);
    if (problem) return setError(problem);
    setError('');
    setBusy(true);
    const code = await registerCode().catch(() => null);
    if (!code) {
      setError(t('auth:register.failed'));
      return setBusy(false);
    }
    const [{ register }, { errorText }] = code;
    try {
      const result = await register(registerPayload(form));
      if (result.token && result.user) {
        startSession(result.user, result.token);
        return void navigate('/', { replace: true });
      }
      // The server's sentence is authMessages.registered; it is shown in the chosen language.
      if (result.message) window.alert(t('auth:register.registered'));
      void navigate('/registration-pending', { replace: true });
    } catch (err) {
      setError(await errorText(err, t('auth:register.failed')));
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('auth:register.title')} subtitle={t('auth:register.subtitle')}>
      <form className="space-y-4" noValidate onSubmit={submit}>
        {error ? (
          <p role="alert" className={ui.error}>
            {error}
          </p>
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('auth:register.firstName')}
            autoComplete="given-name"
            value={form.first_name}
            onChange={field('first_name')}
          />
          <TextField label={t('auth:register.lastName')} autoComplete="family-name" value={form.last_name} onChange={field('last_name')} />
        </div>
        <TextField
          label={t('auth:register.dateOfBirth')}
          type="date"
          max={localToday()}
          value={form.date_of_birth}
          onChange={field('date_of_birth')}
        />
        <TextField label={t('auth:email')} type="email" autoComplete="email" value={form.email} onChange={field('email')} />
        <PasswordField label={t('auth:password')} autoComplete="new-password" value={form.password} onChange={field('password')} />
        <PasswordField
          label={t('auth:register.confirmPassword')}
          autoComplete="new-password"
          value={form.confirm_password}
          onChange={field('confirm_password')}
        />
        <TextField
          label={t('auth:register.referredBy')}
          placeholder={t('auth:register.referredByPlaceholder')}
          value={form.referred_by}
          onChange={field('referred_by')}
        />
        <p className="flex gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t('auth:register.inviteOnly')}
        </p>
        <button type="submit" className={`${ui.button} w-full`} disabled={busy}>
          {busy ? t('auth:register.busy') : t('auth:register.submit')}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        {t('auth:register.haveAccount')}{' '}
        <Link to="/login" className="font-semibold text-emerald-700 hover:underline dark:text-emerald-400">
          {t('auth:register.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
