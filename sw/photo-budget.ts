import type { WorkboxPlugin } from 'workbox-core/types';
import { UPLOADS_CACHE, photoBudget, trimPhotoCache } from '../src/replication/photo-cache';
import { foldingCalls } from '../src/replication/folding-calls';

/** Trims the uploads cache to the photo budget; calls during a trim fold into one more. */
const trim = foldingCalls(async () => {
  try {
    await trimPhotoCache(await caches.open(UPLOADS_CACHE), await photoBudget());
  } catch (err) {
    console.warn('photo cache: not trimmed', err);
  }
});

/**
 * Keeps the uploads cache within the photo budget (src/replication/photo-cache.ts) after each photo it keeps:
 * under the budget nothing goes, over it the photos kept longest go first.
 */
export const photoBudgetPlugin: WorkboxPlugin = {
  cacheDidUpdate: async () => {
    await trim();
  },
};
