import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Info } from 'lucide-react';
import { Field } from '../../components/form-fields';
import { FormError, useSending } from '../../components/form-sending';
import { ui } from '../../components/ui';
import { useTranslation } from '../../i18n';
import { registerPayload, validateRegister, type RegisterForm } from '../../lib/validation/register';
import { AuthCard, AuthSwitch } from './auth-card';
import { emptyRegisterForm, RegisterFields } from './register-fields';
import { startSession } from './start-session';

// The server's client (ky) and its error sentences load with the first Create Account, not with the form.
const registerCode = () => Promise.all([import('../../api/auth'), import('../../api/client')]);

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form, setForm] = useState(emptyRegisterForm);
  const { error, busy, send } = useSending(() => t('auth:register.failed'));
  const field = (key: keyof RegisterForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(async () => {
      const [{ register }, { errorText }] = await registerCode();
      try {
        const result = await register(registerPayload(form));
        if (result.token && result.user) {
          return void navigate(startSession(result.user, result.token), { replace: true });
        }
        // The server's sentence is authMessages.registered; it is shown in the chosen language.
        if (result.message) window.alert(t('auth:register.registered'));
        void navigate('/registration-pending', { replace: true });
      } catch (err) {
        return errorText(err, t('auth:register.failed'));
      }
    }, validateRegister(form));
  };

  return (
    <AuthCard title={t('auth:register.title')} subtitle={t('auth:register.subtitle')}>
      <form className="space-y-4" noValidate onSubmit={submit}>
        <FormError text={error} />
        <RegisterFields form={form} field={field} />
        <Field
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
      <AuthSwitch text={t('auth:register.haveAccount')} link={t('auth:register.signIn')} to="/login" />
    </AuthCard>
  );
}
