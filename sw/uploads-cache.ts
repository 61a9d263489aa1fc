import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { UPLOADS_CACHE, photoKey } from '../src/replication/photo-cache';
import { photoBudgetPlugin } from './photo-budget';

/**
 * Uploaded photos and avatars (/uploads/...) never change under the same name, so they are served
 * cache-first: seen once, they show offline. Kept within the photo budget (src/replication/photo-cache.ts)
 * so a weekend of photos never crowds out the camp's data. Kept by their path (`photoKey`): a renewed
 * signature (?exp=&sig=) finds the copy already here.
 */
export function registerUploadsCache(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
    new CacheFirst({
      cacheName: UPLOADS_CACHE,
      plugins: [
        { cacheKeyWillBeUsed: async ({ request }) => photoKey(request.url) },
        new CacheableResponsePlugin({ statuses: [200] }),
        photoBudgetPlugin,
      ],
    }),
  );
}
