import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../../../contracts/profile-rules';
import { i18next } from '../../../i18n';

/** SPEC §5 Avatar: the first rule that fails, as its message; null when the file may be sent. */
export function validateAvatarFile(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return i18next.t('profile:avatarType');
  if (file.size > AVATAR_MAX_BYTES) return i18next.t('profile:avatarSize');
  return null;
}
