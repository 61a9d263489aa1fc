import { formatDate, i18next } from '../../i18n';

/** The Last Login of User Management and of the profile's account info (SPEC §2.3): 'Never' when the user has not signed in yet. */
export function lastLoginText(iso: string | null | undefined): string {
  return iso ? formatDate(iso, 'moment') : i18next.t('profile:never');
}

/** The Joined column: the day the account was created. */
export function joinedText(iso: string): string {
  return formatDate(iso, 'day');
}
