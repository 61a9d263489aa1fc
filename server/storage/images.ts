/**
 * The photo pipeline (DECISIONS "Photos"): uploads are judged by their bytes, never by their name,
 * then re-encoded. Re-encoding applies the EXIF orientation and writes no metadata at all, so no
 * EXIF or GPS (these are photos of children) survives into the stored files.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_MAX_EDGE, PHOTO_THUMB_MAX_EDGE } from '../../contracts/photo-rules.js';
import type { ImageStore } from './image-store.js';
import { isUploadKey, uploadKey, uploadUrl } from './upload-keys.js';
import type { MadeFile, UploadedFile } from './uploads.js';
import { badRequest, HttpError } from '../http/errors.js';

/** Formats a camper's phone or camera produces; SVG and anything sharp cannot decode are refused. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);
/** Decoding limit: above the largest phone cameras (about 108 MP), below a decompression bomb. */
export const decodeOptions = { failOn: 'none', limitInputPixels: 120_000_000 } as const;
const input = decodeOptions;

export interface StoredImage {
  /** Public address of the display image, e.g. /uploads/posts/<uuid>.jpg */
  url: string;
  thumbUrl: string;
}

/** The format sharp reads in the bytes ('jpeg', 'png', ...), or undefined when they are no image. */
export function imageFormat(bytes: Buffer): Promise<string | undefined> {
  return sharp(bytes, input)
    .metadata()
    .then((m) => m.format as string | undefined)
    .catch(() => undefined);
}

/** Rejects with 415 unless the bytes are a decodable raster image. */
async function assertImage(bytes: Buffer): Promise<void> {
  const format = await imageFormat(bytes);
  if (!format || !acceptedFormats.has(format)) throw new HttpError(415, 'not_an_image');
}

/**
 * Resizes to the display JPEG (long edge at most PHOTO_MAX_EDGE, as the phone already did before upload) and
 * the WebP thumbnail that feed cards and the photo grid load (PHOTO_THUMB_MAX_EDGE), both upright and without metadata.
 */
export async function reencode(bytes: Buffer): Promise<{ display: Buffer; thumb: Buffer }> {
  try {
    const upright = sharp(bytes, input).rotate();
    const display = await upright
      .clone()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    const thumb = await upright
      .clone()
      .resize({ width: PHOTO_THUMB_MAX_EDGE, height: PHOTO_THUMB_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { display, thumb };
  } catch {
    throw new HttpError(415, 'not_an_image');
  }
}

/**
 * Checks, re-encodes and stores an uploaded image under `<folder>/` of the image store. A photo a camp hub made is
 * already there (checked as it was put, hub-photo-routes.ts): its keys must be of this folder and stored.
 */
export async function storeImage(store: ImageStore, folder: string, file: UploadedFile | MadeFile): Promise<StoredImage> {
  if (!('bytes' in file)) return madeImage(store, folder, file);
  const { bytes } = file;
  await assertImage(bytes);
  const { display, thumb } = await reencode(bytes);
  const name = randomUUID();
  const keys = [`${folder}/${name}.jpg`, `${folder}/${name}-thumb.webp`] as const;
  await store.put(keys[0], display);
  await store.put(keys[1], thumb);
  return { url: uploadUrl(keys[0]), thumbUrl: uploadUrl(keys[1]) };
}

/**
 * A photo the hub made, if both its files are in the store under `folder/`. Otherwise the hub's change answers
 * "send it again" (503): it puts the photo's files again first (server/hub/hub-forward.ts).
 */
async function madeImage(store: ImageStore, folder: string, { display, thumb }: MadeFile): Promise<StoredImage> {
  const keys = [display, thumb];
  if (keys.some((key) => !key.startsWith(`${folder}/`) || !isUploadKey(key))) throw badRequest('hub_photo_key');
  const sizes = await Promise.all(keys.map((key) => store.sizeOf(key)));
  if (sizes.includes(null)) throw new HttpError(503, 'hub_photo_missing');
  return { url: uploadUrl(display), thumbUrl: uploadUrl(thumb) };
}

/** Removes stored images by their addresses; one already gone is fine. */
export async function removeImages(store: ImageStore, urls: (string | null)[]): Promise<void> {
  for (const url of urls) {
    const key = url ? uploadKey(url) : null;
    if (key) await store.remove(key);
  }
}
