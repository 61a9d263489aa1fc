/** User Management's Last Login column (SPEC §2.3): 'Never' when the user has not signed in yet. */
export function lastLoginText(iso: string | null | undefined, locale?: string): string {
  if (!iso) return 'Never';
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The Joined column: the day the account was created. */
export function joinedText(iso: string, locale?: string): string {
  return new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });
}
