import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Info } from 'lucide-react';
import { register } from '../../api/auth';
import { errorText } from '../../api/client';
import { ui } from '../../components/ui';
import { localToday } from '../../lib/validation/dates';
import { registerPayload, validateRegister, type RegisterForm } from '../../lib/validation/register';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { startSession } from './start-session';
import { TextField } from './text-field';

const empty: RegisterForm = { first_name: '', last_name: '', date_of_birth: '', email: '', password: '', confirm_password: '', referred_by: '' };

export function RegisterPage() {
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
    try {
      const result = await register(registerPayload(form));
      if (result.token && result.user) {
        startSession(result.user, result.token);
        return void navigate('/', { replace: true });
      }
      if (result.message) window.alert(result.message);
      void navigate('/registration-pending', { replace: true });
    } catch (err) {
      setError(await errorText(err, 'Registration failed. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Join Camp Weekend" subtitle="Create your camper account">
      <form className="space-y-4" noValidate onSubmit={submit}>
        {error ? <p role="alert" className={ui.error}>{error}</p> : null}
        <div className="grid grid-cols-2 gap-3">
          <TextField label="First Name" autoComplete="given-name" value={form.first_name} onChange={field('first_name')} />
          <TextField label="Last Name" autoComplete="family-name" value={form.last_name} onChange={field('last_name')} />
        </div>
        <TextField label="Date of Birth" type="date" max={localToday()} value={form.date_of_birth} onChange={field('date_of_birth')} />
        <TextField label="Email" type="email" autoComplete="email" value={form.email} onChange={field('email')} />
        <PasswordField label="Password" autoComplete="new-password" value={form.password} onChange={field('password')} />
        <PasswordField label="Confirm Password" autoComplete="new-password" value={form.confirm_password} onChange={field('confirm_password')} />
        <TextField label="Referred By (optional)" placeholder="Who invited your family?" value={form.referred_by} onChange={field('referred_by')} />
        <p className="flex gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          Camp Weekend is invite-only: our counselors review every registration, and you can sign in once your account is approved.
        </p>
        <button type="submit" className={`${ui.button} w-full`} disabled={busy}>
          {busy ? 'Creating account...' : 'Create Account'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-emerald-700 hover:underline dark:text-emerald-400">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
