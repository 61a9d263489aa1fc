import { z } from 'zod';
import { roleSchema } from './common.js';
import { clientIdField, dateOfBirthField, emailField, optionalText, passwordField, requiredText } from './fields.js';
import { NEW_PASSWORD_MIN } from './auth-rules.js';
import { userSchema } from './profile.js';

const roleField = z.enum(roleSchema.options, { error: 'Role must be admin, organizer or camper.' });

/** POST /admin/users: approved at once, and asked to change the password at first sign-in unless told otherwise. */
export const createUserRequestSchema = z.object({
  id: clientIdField,
  email: emailField,
  password: passwordField(NEW_PASSWORD_MIN, `Password must be at least ${NEW_PASSWORD_MIN} characters long`),
  first_name: requiredText('First name'),
  last_name: requiredText('Last name'),
  date_of_birth: dateOfBirthField('Date of birth is required.'),
  role: roleField.default('camper'),
  phone: optionalText('Phone', 50),
  must_change_password: z.boolean({ error: 'must_change_password must be true or false.' }).default(true),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

/** PUT /admin/users/{id}/role */
export const changeRoleRequestSchema = z.object({
  role: z.enum(roleSchema.options, {
    error: (iss) => (iss.input === undefined ? 'Role is required.' : 'Role must be admin, organizer or camper.'),
  }),
});

/** PUT /admin/users/{id}/password: signs the user out everywhere. */
export const resetPasswordRequestSchema = z.object({
  password: passwordField(NEW_PASSWORD_MIN, `Password must be at least ${NEW_PASSWORD_MIN} characters`),
  must_change_password: z.boolean({ error: 'must_change_password must be true or false.' }).default(true),
});

/**
 * Answers: GET /admin/users -> User[] (with status, last_login_at, created_at);
 * POST /admin/users (201), PUT .../role, POST .../approve, POST .../reject -> User;
 * PUT .../password -> { message, user }; DELETE -> { message }.
 */
export const adminUserListSchema = z.array(userSchema);
export const resetPasswordResponseSchema = z.object({ message: z.string(), user: userSchema });
export const deleteUserResponseSchema = z.object({ message: z.string() });
