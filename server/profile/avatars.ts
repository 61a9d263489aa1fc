/**
 * Avatars (SPEC §5 Avatar): judged by their bytes (JPEG, PNG or GIF, whatever the name or the
 * declared type says), then re-encoded to one square JPEG. Re-encoding writes no metadata, so no
 * EXIF or GPS survives.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { AVATAR_EDGE } from '../../contracts/profile-rules.js';
import type { ImageStore } from '../storage/image-store.js';
import { uploadUrl } from '../storage/upload-keys.js';
import { HttpError } from '../http/errors.js';
import { decodeOptions, imageFormat } from '../storage/images.js';

const avatarFormats = new Set(['jpeg', 'png', 'gif']);

/** Checks and re-encodes the bytes, stores the square copy and returns its public address. */
export async function storeAvatar(store: ImageStore, bytes: Buffer): Promise<string> {
  const format = await imageFormat(bytes);
  if (!format || !avatarFormats.has(format)) throw new HttpError(415, 'avatar_type');
  const square = await sharp(bytes, decodeOptions)
    .rotate()
    .resize({ width: AVATAR_EDGE, height: AVATAR_EDGE, fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer()
    .catch(() => {
      throw new HttpError(415, 'avatar_type');
    });
  const key = `avatars/${randomUUID()}.jpg`;
  await store.put(key, square);
  return uploadUrl(key);
}
