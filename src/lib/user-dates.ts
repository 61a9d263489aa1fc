import { currentLanguage, i18next } from '../i18n';

/** User Management's Last Login column (SPEC §2.3): 'Never' when the user has not signed in yet; in the chosen language unless `locale` is given. */
export function lastLoginText(iso: string | null | undefined, locale: string = currentLanguage()): string {
  if (!iso) return i18next.t('profile:never');
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The Joined column: the day the account was created. */
export function joinedText(iso: string, locale: string = currentLanguage()): string {
  return new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });
}
