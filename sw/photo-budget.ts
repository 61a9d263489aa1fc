import type { WorkboxPlugin } from 'workbox-core/types';
import { UPLOADS_CACHE, photoBudget, trimPhotoCache } from '../src/replication/photo-cache';

let trimming: Promise<void> | undefined;
let again = false;

/** Trims the uploads cache to the photo budget; calls during a trim fold into one more. */
function trim(): Promise<void> {
  if (trimming) {
    again = true;
    return trimming;
  }
  trimming = (async () => {
    await trimPhotoCache(await caches.open(UPLOADS_CACHE), await photoBudget());
  })()
    .catch((err: unknown) => console.warn('photo cache: not trimmed', err))
    .finally(() => {
      trimming = undefined;
      if (again) {
        again = false;
        void trim();
      }
    });
  return trimming;
}

/**
 * Keeps the uploads cache within the photo budget (src/replication/photo-cache.ts) after each photo it keeps:
 * under the budget nothing goes, over it the photos kept longest go first.
 */
export const photoBudgetPlugin: WorkboxPlugin = {
  cacheDidUpdate: async () => {
    await trim();
  },
};
