import { z } from 'zod';
import { PASSWORD_MAX } from './auth-rules.js';

/** Shared field rules for account forms: every failure reads as a sentence a camper understands. */

const missing = (input: unknown) => input === undefined || input === null;

/** Trimmed, non-empty text; `label` names the field in the message ("First name is required."). */
export function requiredText(label: string, max = 100) {
  return z
    .string({ error: (iss) => (missing(iss.input) ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/** Optional free text: absent stays absent (left unchanged), blank becomes null (cleared). */
export function optionalText(label: string, max = 500) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));
}

/**
 * A client-made id, so a row added offline (a rule, a map location) or at a camp hub (a roll call, an event) is
 * created once however often it is sent, under the same id in the cloud.
 */
export const clientIdField = z.uuid('The id must be a UUID.').optional();

export const emailField = z
  .string({ error: (iss) => (missing(iss.input) ? 'Email is required.' : 'Email must be text.') })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Please enter a valid email address.'))
  .meta({ format: 'email' });

/** A password of at least `min` characters, with the exact message the app shows for that rule. */
export function passwordField(min: number, tooShort: string, label = 'Password') {
  return z
    .string({ error: (iss) => (missing(iss.input) ? `${label} is required.` : `${label} must be text.`) })
    .min(1, `${label} is required.`)
    .min(min, tooShort)
    .max(PASSWORD_MAX, `${label} must be at most ${PASSWORD_MAX} characters.`);
}

/** The latest calendar date anywhere on Earth (UTC+14), so no camper's "today" counts as the future. */
function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date of birth (a full ISO time is cut to its date), not after today. */
export function dateOfBirthField(requiredMessage = 'Date of birth is required') {
  return z
    .string({ error: (iss) => (missing(iss.input) ? requiredMessage : 'Date of birth must be a date.') })
    .trim()
    .min(1, requiredMessage)
    .regex(/^\d{4}-\d{2}-\d{2}/, 'Date of birth must be a date (YYYY-MM-DD).')
    .transform((v) => v.slice(0, 10))
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      'Date of birth must be a real date.',
    )
    .refine((v) => v >= '1900-01-01', 'Date of birth must be after 1900.')
    .refine((v) => v <= latestToday(), 'Date of birth cannot be in the future.')
    .meta({ format: 'date', formatMinimum: '1900-01-01' });
}
