import { AVATAR_MAX_BYTES, AVATAR_TYPES, accountMessages } from '../../../contracts/account';

/** SPEC §5 Avatar: the first rule that fails, as its message; null when the file may be sent. */
export function validateAvatarFile(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return accountMessages.avatarType;
  if (file.size > AVATAR_MAX_BYTES) return accountMessages.avatarSize;
  return null;
}
