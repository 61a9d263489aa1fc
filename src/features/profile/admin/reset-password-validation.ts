import { validateNewPassword } from '../../../lib/validation/password-change';

/** SPEC §5 admin reset: same rules and messages as the forced change ('Passwords do not match', at least 6). */
export function validateAdminReset(password: string, confirm: string): string | null {
  return validateNewPassword(password, confirm);
}
