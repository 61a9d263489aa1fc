/**
 * Downscales a photo before upload (DECISIONS "Photos": at most 2048 px on the long edge) to save
 * campsite bandwidth. Small photos and images the browser cannot decode are sent as they are.
 */
export const UPLOAD_MAX_EDGE = 2048;
export const UPLOAD_JPEG_QUALITY = 0.85;

/** The size that fits within `maxEdge` on the long edge, keeping the aspect; unchanged when already small enough. */
export function fitWithin(width: number, height: number, maxEdge = UPLOAD_MAX_EDGE): { width: number; height: number } {
  const longEdge = Math.max(width, height);
  if (longEdge <= maxEdge) return { width, height };
  const scale = maxEdge / longEdge;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function downscaleImage(file: Blob, maxEdge = UPLOAD_MAX_EDGE): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || file.type === 'image/gif') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const size = fitWithin(bitmap.width, bitmap.height, maxEdge);
  if (size.width === bitmap.width && size.height === bitmap.height) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', UPLOAD_JPEG_QUALITY));
  return blob && blob.size < file.size ? blob : file;
}
