import { REGISTER_PASSWORD_MIN } from '../../../contracts/auth-rules';
import { texts } from '../../i18n';
import { isAfterToday } from '../../lib/validation/dates';

export interface RegisterForm {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  email: string;
  password: string;
  confirm_password: string;
  referred_by: string;
}

/** The messages of SPEC §5, read in the chosen language each time one is shown. */
const registerMessages = texts({
  required: 'auth:registerMessages.required',
  dobRequired: 'auth:registerMessages.dobRequired',
  dobFuture: 'auth:registerMessages.dobFuture',
  passwordLength: 'auth:registerMessages.passwordLength',
  mismatch: 'auth:passwordMessages.mismatch',
});

/** SPEC §5 registration rules: the first broken rule's message, or null when the form may be sent. */
export function validateRegister(form: RegisterForm, now: Date = new Date()): string | null {
  if (!form.first_name.trim() || !form.last_name.trim() || !form.email.trim()) return registerMessages.required;
  if (!form.date_of_birth) return registerMessages.dobRequired;
  if (isAfterToday(form.date_of_birth, now)) return registerMessages.dobFuture;
  return registerPasswordProblem(form.password, form.confirm_password);
}

/** The registration's password rules (also a reset's by email): at least 8 characters, typed twice alike. */
export function registerPasswordProblem(password: string, confirm: string): string | null {
  if (password.length < REGISTER_PASSWORD_MIN) return registerMessages.passwordLength;
  if (password !== confirm) return registerMessages.mismatch;
  return null;
}

/** The POST /auth/register body: names and email trimmed, referred_by omitted when empty. */
export function registerPayload(form: RegisterForm) {
  const referred = form.referred_by.trim();
  return {
    email: form.email.trim(),
    password: form.password,
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    date_of_birth: form.date_of_birth,
    ...(referred ? { referred_by: referred } : {}),
  };
}
