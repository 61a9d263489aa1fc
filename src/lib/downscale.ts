import { PHOTO_MAX_EDGE } from '../../contracts/photo-rules';

/**
 * Downscales (resizes) a photo before upload to the long edge the server keeps (PHOTO_MAX_EDGE,
 * contracts/photo-rules.ts) to save campsite bandwidth: WebP where the browser encodes it (about a third
 * smaller than JPEG for the same look on a real photo), JPEG otherwise, at the best quality that fits the
 * upload budget. Small photos and images the browser cannot decode are sent as they are.
 */
/** A 12-megapixel phone photo goes up as at most this many bytes. */
export const UPLOAD_BUDGET_BYTES = 600_000;
/** Tried in order: the first that fits the budget is sent (the last one in any case). */
export const UPLOAD_QUALITIES = [0.85, 0.8, 0.75, 0.7, 0.65, 0.6];

/** The size that fits within `maxEdge` on the long edge, keeping the aspect; unchanged when already small enough. */
export function fitWithin(width: number, height: number, maxEdge = PHOTO_MAX_EDGE): { width: number; height: number } {
  const longEdge = Math.max(width, height);
  if (longEdge <= maxEdge) return { width, height };
  const scale = maxEdge / longEdge;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const encode = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/** The photo at the best quality within the budget: WebP when the browser writes it (it answers PNG when it cannot), else JPEG. */
async function encodeWithinBudget(canvas: HTMLCanvasElement): Promise<Blob | null> {
  const [firstQuality = 0.85, ...lower] = UPLOAD_QUALITIES;
  const probe = await encode(canvas, 'image/webp', firstQuality);
  const type = probe?.type === 'image/webp' ? 'image/webp' : 'image/jpeg';
  let smallest = type === 'image/webp' ? probe : await encode(canvas, type, firstQuality);
  for (const quality of lower) {
    if (smallest && smallest.size <= UPLOAD_BUDGET_BYTES) break;
    const blob = await encode(canvas, type, quality);
    if (blob && (!smallest || blob.size < smallest.size)) smallest = blob;
  }
  return smallest;
}

export async function downscaleImage(file: Blob, maxEdge = PHOTO_MAX_EDGE): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || file.type === 'image/gif') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const size = fitWithin(bitmap.width, bitmap.height, maxEdge);
  if (size.width === bitmap.width && size.height === bitmap.height && file.size <= UPLOAD_BUDGET_BYTES) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await encodeWithinBudget(canvas);
  return blob && blob.size < file.size ? blob : file;
}
