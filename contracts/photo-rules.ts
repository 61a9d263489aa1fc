/**
 * The photo limits the phone and the server both apply (DECISIONS "Photos"), as plain numbers: the phone
 * resizes a photo before upload to the same long edge the server resizes it to, and the server's smaller
 * copy for feed cards and the photo grid. Avatars have their own limits (profile-rules.ts).
 */

/** SPEC §9: a photo upload is at most 10MB (a larger one is refused before it is stored). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The long edge a photo is resized to, at most: on the phone before upload (downscale) and on the server when stored. */
export const PHOTO_MAX_EDGE = 2048;
/**
 * The long edge of the smaller copy that feed cards and the photo grid load (about what a phone shows a
 * full-width photo at); only the full-size viewer loads the photo at PHOTO_MAX_EDGE.
 */
export const PHOTO_THUMB_MAX_EDGE = 1080;
