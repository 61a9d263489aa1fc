import { useEffect, useState } from 'react';
import { UPLOADS_CACHE, countCachedPhotos } from '../../../replication/photo-cache';

/** How often the count is taken again while the screen shows (photos also arrive as the feed shows them). */
const RECOUNT_MS = 3000;

/** How many of these photos the phone keeps for offline (undefined while counting, or with no cache). */
export function useCachedPhotoCount(urls: string[] | undefined, recount: unknown): number | undefined {
  const [count, setCount] = useState<number>();
  useEffect(() => {
    if (!urls || typeof caches === 'undefined') return;
    let current = true;
    const recount = () =>
      void caches
        .open(UPLOADS_CACHE)
        .then((cache) => countCachedPhotos(cache, urls))
        .then((n) => current && setCount(n))
        .catch(() => undefined);
    recount();
    const timer = setInterval(recount, RECOUNT_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [urls, recount]);
  return count;
}
