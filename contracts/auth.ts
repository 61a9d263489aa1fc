import { z } from 'zod';
import { dateOfBirthField, emailField, optionalText, passwordField, requiredText } from './fields.js';
import { NEW_PASSWORD_MIN, PASSWORD_MAX, REGISTER_PASSWORD_MIN } from './auth-rules.js';
import { userSchema } from './profile.js';

/** The languages a mail is written in: the one the page was in when it was asked for (a reset, a registration's approval). */
const mailLanguage = z.enum(['en', 'es', 'fr'], { error: 'Language must be en, es or fr.' });

/** POST /auth/register */
export const registerRequestSchema = z.object({
  email: emailField,
  password: passwordField(REGISTER_PASSWORD_MIN, `Password must be at least ${REGISTER_PASSWORD_MIN} characters long`),
  first_name: requiredText('First name'),
  last_name: requiredText('Last name'),
  date_of_birth: dateOfBirthField(),
  referred_by: optionalText('Referred by', 200),
  language: mailLanguage.optional(),
});

/** A new account waits for approval, so it gets a message and no token (DECISIONS 2). */
export const registerResponseSchema = z.object({ message: z.string(), user: userSchema });

/** POST /auth/login */
export const loginRequestSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`),
});

/** Login, refresh and password change all answer with a session. */
export const sessionResponseSchema = z.object({ token: z.string(), user: userSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** POST /auth/refresh: the token in the body, or else the bearer header. */
export const refreshRequestSchema = z.object({ token: z.string({ error: 'Token must be text.' }).optional() });

/** PUT /users/me/password: also used by the forced change at sign-in, with the token login returned. */
export const passwordChangeRequestSchema = z.object({
  current_password: z
    .string({ error: 'Current password is required.' })
    .min(1, 'Current password is required.')
    .max(PASSWORD_MAX, `Current password must be at most ${PASSWORD_MAX} characters.`),
  new_password: passwordField(NEW_PASSWORD_MIN, `Password must be at least ${NEW_PASSWORD_MIN} characters`, 'New password'),
});

/** The old token stays valid, so a client may keep it or switch to the fresh one. */
export const passwordChangeResponseSchema = sessionResponseSchema.extend({ message: z.string() });

/** POST /auth/forgot-password: always 202 with the `resetRequested` answer (texts/<language>/answers.json), whether or not the account exists. */
export const forgotPasswordRequestSchema = z.object({ email: emailField, language: mailLanguage.optional() });

/** POST /auth/reset-password: the token from the mailed link and a new password, by the registration rules. */
export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: 'The reset link is missing its token.' }).min(1, 'The reset link is missing its token.').max(200),
  password: registerRequestSchema.shape.password,
});

/** The reset's answers carry only their sentence. */
export const authMessageSchema = z.object({ message: z.string() });
