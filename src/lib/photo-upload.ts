import { PHOTO_MAX_BYTES } from '../../contracts/posts';

export const NOT_AN_IMAGE = 'Please select an image file';
export const FILE_TOO_LARGE = 'File size must be less than 10MB';
export const UPLOAD_FAILED = 'Failed to upload photo. Please try again.';

/** SPEC §5 photo upload checks: the message to show, or null when the file may be shared. */
export function photoFileError(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE;
  if (file.size >= PHOTO_MAX_BYTES) return FILE_TOO_LARGE;
  return null;
}

/** SPEC §9: the photo feed reloads about 1 s after an upload. */
export const RELOAD_AFTER_UPLOAD_MS = 1000;
