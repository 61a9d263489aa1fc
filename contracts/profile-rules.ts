/** The avatar limits the phone checks before upload and the server applies when it stores one (SPEC §5 Avatar, §9). */

/** At most 5MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** JPEG, PNG or GIF. */
export const AVATAR_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'] as const;
/** The square copy the server keeps (pixels a side). */
export const AVATAR_EDGE = 512;
