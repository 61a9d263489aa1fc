/**
 * The uploads cache (photos and avatars, UPLOADS_CACHE) and its budget, shared by the page (which
 * fills it ahead of need) and the service worker (which fills it as photos show, and trims it).
 *
 * The budget: a quarter of the site's storage quota (`navigator.storage.estimate()`), at most 300 MB,
 * 100 MB when the browser cannot say. The other three quarters stay for the camp's data and the
 * changes waiting to send, so a write never has to compete with photos. Above the budget the photos
 * kept longest go first; below it nothing is removed, so what "Get everything now" fetched stays.
 */

/** The service worker's runtime cache of uploaded photos and avatars (/uploads/...), shared with the page that warms it. */
export const UPLOADS_CACHE = 'camp-uploads';

/** The most the photo cache may hold, whatever the phone's quota. */
export const PHOTO_CACHE_CAP_BYTES = 300 * 1024 * 1024;
/** The share of the site's quota photos may use. */
const PHOTO_CACHE_QUOTA_SHARE = 0.25;
/** The budget when the browser does not tell its quota. */
export const PHOTO_CACHE_DEFAULT_BYTES = 100 * 1024 * 1024;

/** The photo cache's budget in bytes for a site quota (bytes, undefined when unknown). */
export function photoBudgetBytes(quota: number | undefined): number {
  if (!quota || !Number.isFinite(quota) || quota <= 0) return PHOTO_CACHE_DEFAULT_BYTES;
  return Math.min(PHOTO_CACHE_CAP_BYTES, Math.floor(quota * PHOTO_CACHE_QUOTA_SHARE));
}

/** The budget on this phone, from the browser's storage estimate. */
export async function photoBudget(): Promise<number> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return photoBudgetBytes(estimate?.quota);
}

/** The key a photo is kept under: its path, so every address of one photo (e.g. signed ones) shares one copy. */
export const photoKey = (url: string): string => new URL(url, self.location.origin).pathname;

export interface CachedPhoto {
  key: Request;
  path: string;
  bytes: number;
}

/** Bytes of a kept answer: its Content-Length (every /uploads answer has one), else its body's size. */
async function answerBytes(res: Response | undefined): Promise<number> {
  if (!res) return 0;
  const length = Number(res.headers.get('content-length'));
  return Number.isFinite(length) && length > 0 ? length : (await res.blob()).size;
}

/** What the cache holds, kept longest first (the Cache API lists entries in the order they were put). */
export async function cachedPhotos(cache: Cache): Promise<CachedPhoto[]> {
  const keys = await cache.keys();
  return Promise.all(keys.map(async (key) => ({ key, path: photoKey(key.url), bytes: await answerBytes(await cache.match(key)) })));
}

/** Removes the photos kept longest until the cache is within `budget` bytes; returns how many went. */
export async function trimPhotoCache(cache: Cache, budget: number): Promise<number> {
  const held = await cachedPhotos(cache);
  let used = held.reduce((sum, p) => sum + p.bytes, 0);
  let removed = 0;
  for (const photo of held) {
    if (used <= budget) break;
    await cache.delete(photo.key);
    used -= photo.bytes;
    removed += 1;
  }
  return removed;
}

/** How many of these photo addresses the cache holds. */
export async function countCachedPhotos(cache: Cache, urls: string[]): Promise<number> {
  const held = new Set((await cache.keys()).map((key) => photoKey(key.url)));
  return [...new Set(urls.map(photoKey))].filter((path) => held.has(path)).length;
}
