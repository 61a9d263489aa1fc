import { PHOTO_MAX_BYTES } from '../../contracts/photo-rules';
import { i18next } from '../i18n';

/** SPEC §5 and §8 photo messages, as catalog keys: i18next.t(NOT_AN_IMAGE) reads the text in the chosen language. */
export const NOT_AN_IMAGE = 'photos:notAnImage';
export const FILE_TOO_LARGE = 'photos:fileTooLarge';
export const UPLOAD_FAILED = 'photos:uploadFailed';

/** SPEC §5 photo upload checks: the message to show, or null when the file may be shared. */
export function photoFileError(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return i18next.t(NOT_AN_IMAGE);
  if (file.size >= PHOTO_MAX_BYTES) return i18next.t(FILE_TOO_LARGE);
  return null;
}

/** SPEC §9: the photo feed reloads about 1 s after an upload. */
export const RELOAD_AFTER_UPLOAD_MS = 1000;
