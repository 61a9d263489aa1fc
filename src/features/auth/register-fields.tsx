import { BirthDateField, Field } from '../../components/form-fields';
import { useTranslation } from '../../i18n';
import type { RegisterForm } from './register-validation';
import { PasswordField } from './password-field';

/** A register form as it starts: every field empty. */
export const emptyRegisterForm: RegisterForm = {
  first_name: '',
  last_name: '',
  date_of_birth: '',
  email: '',
  password: '',
  confirm_password: '',
  referred_by: '',
};

/** The register form's own fields (names, date of birth, email, password twice), shared by Create Account and the join page. */
export function RegisterFields({ form, field }: { form: RegisterForm; field: (key: keyof RegisterForm) => (value: string) => void }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('auth:register.firstName')} autoComplete="given-name" value={form.first_name} onChange={field('first_name')} />
        <Field label={t('auth:register.lastName')} autoComplete="family-name" value={form.last_name} onChange={field('last_name')} />
      </div>
      <BirthDateField label={t('auth:register.dateOfBirth')} value={form.date_of_birth} onChange={field('date_of_birth')} />
      <Field label={t('auth:email')} type="email" autoComplete="email" value={form.email} onChange={field('email')} />
      <PasswordField label={t('auth:password')} autoComplete="new-password" value={form.password} onChange={field('password')} />
      <PasswordField
        label={t('auth:register.confirmPassword')}
        autoComplete="new-password"
        value={form.confirm_password}
        onChange={field('confirm_password')}
      />
    </>
  );
}
