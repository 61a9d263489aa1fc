import { newestPhotoUrls } from '../db/posts-repo';
import { UPLOADS_CACHE } from '../lib/cache-names';

/** How many of the newest posts' photos are kept ready for offline. */
export const WARM_PHOTOS = 60;

/**
 * After a pull, fetches the newest posts' card photos into the service worker's uploads cache, so the
 * feed and Camp Photos show pictures offline even for posts that never scrolled into view.
 */
export async function warmImages(): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  const cache = await caches.open(UPLOADS_CACHE);
  let fetched = 0;
  for (const url of await newestPhotoUrls(WARM_PHOTOS)) {
    if (await cache.match(url)) continue;
    const res = await fetch(url).catch(() => undefined);
    if (!res?.ok) continue;
    await cache.put(url, res);
    fetched += 1;
  }
  return fetched;
}
