import { UPLOADS_CACHE, cachedPhotos, photoBudget, photoKey, trimPhotoCache } from './photo-cache';

/** How far a run has come: photos on the phone out of those asked for. */
interface PhotoProgress {
  done: number;
  total: number;
}

/** 'done': every photo that could be fetched is kept; 'full': the budget is reached; 'stopped'; 'offline'. */
export type CachePhotosOutcome = 'done' | 'full' | 'stopped' | 'offline';

export interface CachePhotosOptions {
  signal?: AbortSignal;
  onProgress?: (progress: PhotoProgress) => void;
  /** Fetch even past the budget, then remove the photos kept longest (for the newest photos after a pull). */
  makeRoom?: boolean;
}

const AT_ONCE = 4;

/**
 * Fetches into the uploads cache each photo not already there, a few at a time, within the photo
 * budget (src/replication/photo-cache.ts). Photos already kept count as done at once, so a stopped run
 * picks up where it stopped. A photo the server no longer has is skipped.
 */
export async function cachePhotos(
  urls: string[],
  options: CachePhotosOptions = {},
): Promise<{ outcome: CachePhotosOutcome; fetched: number }> {
  const { signal, onProgress, makeRoom = false } = options;
  const cache = await caches.open(UPLOADS_CACHE);
  const held = await cachedPhotos(cache);
  const heldPaths = new Set(held.map((p) => p.path));
  const budget = await photoBudget();
  // Kept by path, fetched at the address the server signed (a bare path is refused).
  const addressOf = new Map(urls.map((url) => [photoKey(url), url]));
  const wanted = [...addressOf.keys()];
  const queue = wanted.filter((path) => !heldPaths.has(path));
  let used = held.reduce((sum, p) => sum + p.bytes, 0);
  let done = wanted.length - queue.length;
  let fetched = 0;
  let outcome: CachePhotosOutcome = 'done';
  onProgress?.({ done, total: wanted.length });

  const fetchNext = async (): Promise<void> => {
    for (let path = queue.shift(); path !== undefined && outcome === 'done'; path = queue.shift()) {
      const res = await fetch(addressOf.get(path) ?? path, { signal }).catch(() => undefined);
      if (!res) outcome = signal?.aborted ? 'stopped' : 'offline';
      if (!res?.ok) continue;
      const bytes = Number(res.headers.get('content-length')) || 0;
      if (!makeRoom && used + bytes > budget) {
        outcome = 'full';
        continue;
      }
      // Counted before the write, so the other fetches in flight see the room it takes.
      used += bytes;
      // A photo that arrived is kept, also when the run was stopped meanwhile. A phone out of space is full.
      const kept = await cache.put(path, res).then(
        () => true,
        () => false,
      );
      if (!kept) {
        outcome = 'full';
        continue;
      }
      fetched += 1;
      done += 1;
      onProgress?.({ done, total: wanted.length });
      if (signal?.aborted) outcome = 'stopped';
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, fetchNext));
  if (makeRoom && used > budget) await trimPhotoCache(cache, budget);
  return { outcome, fetched };
}
