import { useEffect, useState } from 'react';
import { UPLOADS_CACHE } from '../../../lib/cache-names';
import { countCachedPhotos } from '../../../lib/photo-cache';

/** How many of these photos the phone keeps for offline (undefined while counting, or with no cache). */
export function useCachedPhotoCount(urls: string[] | undefined, recount: unknown): number | undefined {
  const [count, setCount] = useState<number>();
  useEffect(() => {
    if (!urls || typeof caches === 'undefined') return;
    let current = true;
    void caches
      .open(UPLOADS_CACHE)
      .then((cache) => countCachedPhotos(cache, urls))
      .then((n) => current && setCount(n))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [urls, recount]);
  return count;
}
