/** The public /uploads/ addresses and the storage keys behind them (folder/name.ext). */

const keyPattern = /^[a-z0-9-]+\/[a-z0-9-]+\.(jpg|webp|png|gif)$/i;

const contentTypes: Record<string, string> = { jpg: 'image/jpeg', webp: 'image/webp', png: 'image/png', gif: 'image/gif' };

/** The storage key of a /uploads/ address (any query left aside), or null when it points elsewhere. */
export function uploadKey(url: string): string | null {
  const pathOnly = url.split('?')[0] ?? '';
  if (!pathOnly.startsWith('/uploads/')) return null;
  const key = pathOnly.slice('/uploads/'.length);
  return keyPattern.test(key) ? key : null;
}

export const isUploadKey = (key: string): boolean => keyPattern.test(key);

export const uploadUrl = (key: string): string => `/uploads/${key}`;

export function contentTypeOf(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
