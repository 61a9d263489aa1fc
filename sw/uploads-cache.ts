import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { UPLOADS_CACHE } from '../src/lib/cache-names';


/**
 * Uploaded photos and avatars (/uploads/...) never change under the same name, so they are served
 * cache-first: seen once, they show offline. Bounded so a weekend of photos cannot fill the phone.
 */
export function registerUploadsCache(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
    new CacheFirst({
      cacheName: UPLOADS_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  );
}
