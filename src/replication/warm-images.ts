import { newestPhotoUrls } from '../db/feed/feed-store';
import { cachePhotos } from './cache-photos';

/** How many of the newest posts' photos are kept ready for offline. */
const WARM_PHOTOS = 60;

/**
 * After a pull, fetches the newest posts' card photos into the service worker's uploads cache, so the
 * feed and Camp Photos show pictures offline even for posts that never scrolled into view. They are
 * the photos a camper looks at first, so they make room within the photo budget if they must.
 */
export async function warmImages(): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  return (await cachePhotos(await newestPhotoUrls(WARM_PHOTOS), { makeRoom: true })).fetched;
}
