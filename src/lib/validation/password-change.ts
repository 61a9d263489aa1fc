export const passwordChangeMessages = {
  mismatch: 'Passwords do not match',
  length: 'Password must be at least 6 characters',
} as const;

/**
 * Two new-password entries (SPEC §5): they must match and have at least 6 characters.
 * Used by the forced change at sign-in and by the administrator's reset.
 */
export function validateNewPassword(password: string, confirm: string): string | null {
  if (password !== confirm) return passwordChangeMessages.mismatch;
  if (password.length < 6) return passwordChangeMessages.length;
  return null;
}
