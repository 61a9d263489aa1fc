import { NEW_PASSWORD_MIN } from '../../../contracts/auth-rules';
import { texts } from '../../i18n';

/** The messages of SPEC §5, read in the chosen language each time one is shown. */
const passwordChangeMessages = texts({
  mismatch: 'auth:passwordMessages.mismatch',
  length: 'auth:passwordMessages.length',
});

/**
 * Two new-password entries (SPEC §5): they must match and have at least 6 characters.
 * Used by the forced change at sign-in and by the administrator's reset.
 */
export function validateNewPassword(password: string, confirm: string): string | null {
  if (password !== confirm) return passwordChangeMessages.mismatch;
  if (password.length < NEW_PASSWORD_MIN) return passwordChangeMessages.length;
  return null;
}
