import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Info } from 'lucide-react';
import { Field } from '../../components/form-fields';
import { FormError } from '../../components/form-sending';
import { ui } from '../../components/ui';
import { currentLanguage, useTranslation } from '../../i18n';
import { registerPayload, validateRegister, type RegisterForm } from './register-validation';
import { AuthCard, AuthSwitch } from './auth-card';
import { emptyRegisterForm, RegisterFields } from './register-fields';
import { startSession } from './start-session';
import { useAuthSending } from './use-auth-sending';

export function RegisterPage() {
  const { t } = useTranslation(['auth', 'answers']);
  const navigate = useNavigate();
  const [form, setForm] = useState(emptyRegisterForm);
  const { error, busy, submit } = useAuthSending(() => t('auth:register.failed'));
  const field = (key: keyof RegisterForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const create = submit(async ({ register }) => {
    const result = await register({ ...registerPayload(form), language: currentLanguage() });
    if (result.token && result.user) {
      return void navigate(startSession(result.user, result.token), { replace: true });
    }
    // The server's sentence is the `registered` answer; it is shown in the chosen language.
    if (result.message) window.alert(t('answers:registered'));
    void navigate('/registration-pending', { replace: true });
  }, validateRegister(form));

  return (
    <AuthCard title={t('auth:register.title')} subtitle={t('auth:register.subtitle')}>
      <form className="space-y-4" noValidate onSubmit={create}>
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
