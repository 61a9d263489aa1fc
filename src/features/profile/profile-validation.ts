import { i18next } from '../../i18n';
import type { ProfileFields } from '../../db/profile/profile-fields';

const profileNamesRequired = (): string => i18next.t('profile:namesRequired');

/** Personal info: the names stay (the server refuses blank ones); the other fields may be cleared. */
export function validateProfile(fields: Pick<ProfileFields, 'first_name' | 'last_name'>): string | null {
  return fields.first_name.trim() && fields.last_name.trim() ? null : profileNamesRequired();
}
