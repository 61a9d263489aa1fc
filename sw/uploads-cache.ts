import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { UPLOADS_CACHE } from '../src/lib/cache-names';
import { photoBudgetPlugin } from './photo-budget';

/**
 * Uploaded photos and avatars (/uploads/...) never change under the same name, so they are served
 * cache-first: seen once, they show offline. Kept within the photo budget (src/lib/photo-cache.ts)
 * so a weekend of photos never crowds out the camp's data.
 */
export function registerUploadsCache(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
    new CacheFirst({
      cacheName: UPLOADS_CACHE,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), photoBudgetPlugin],
    }),
  );
}
