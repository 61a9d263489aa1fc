import type { Role } from '../../../../contracts/common';
import { NEW_PASSWORD_MIN } from '../../../../contracts/auth-rules';
import { texts } from '../../../i18n';
import { isAfterToday } from '../../../lib/validation/dates';

export interface AdminCreateUserForm {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  role: Role;
  phone: string;
}

/** The messages of SPEC §5, read in the chosen language each time one is shown. */
const adminCreateUserMessages = texts({
  required: 'profile:users.messages.required',
  passwordLength: 'profile:users.messages.passwordLength',
  dobFuture: 'profile:users.messages.dobFuture',
});

function trimmed(form: AdminCreateUserForm): AdminCreateUserForm {
  return {
    ...form,
    email: form.email.trim(),
    password: form.password.trim(),
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    date_of_birth: form.date_of_birth.trim(),
    phone: form.phone.trim(),
  };
}

/** SPEC §5 admin create user: the first broken rule's message, checked on trimmed inputs. */
export function validateAdminCreateUser(form: AdminCreateUserForm, now: Date = new Date()): string | null {
  const f = trimmed(form);
  if (!f.email || !f.password || !f.first_name || !f.last_name || !f.date_of_birth) return adminCreateUserMessages.required;
  if (f.password.length < NEW_PASSWORD_MIN) return adminCreateUserMessages.passwordLength;
  if (isAfterToday(f.date_of_birth, now)) return adminCreateUserMessages.dobFuture;
  return null;
}

/** The POST /admin/users body: inputs trimmed, must_change_password always true. */
export function adminCreateUserPayload(form: AdminCreateUserForm) {
  const f = trimmed(form);
  return {
    email: f.email,
    password: f.password,
    first_name: f.first_name,
    last_name: f.last_name,
    date_of_birth: f.date_of_birth,
    role: f.role,
    ...(f.phone ? { phone: f.phone } : {}),
    must_change_password: true as const,
  };
}
