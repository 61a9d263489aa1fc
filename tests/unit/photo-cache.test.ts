import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_CACHE_CAP_BYTES, PHOTO_CACHE_DEFAULT_BYTES, photoBudgetBytes, trimPhotoCache } from '../../src/replication/photo-cache';
import { cachePhotos } from '../../src/replication/cache-photos';
import { photoAnswer, stubPhotoCache, unstubStorage } from './support/fake-cache';

const MB = 1024 * 1024;
const urls = (n: number) => Array.from({ length: n }, (_, i) => `/uploads/photos/p${i}-thumb.webp`);

/** Serves every photo at `bytes` bytes and records the paths fetched. */
function servePhotos(bytes: number): string[] {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (path: string) => {
    fetched.push(path);
    return photoAnswer(bytes);
  });
  return fetched;
}

afterEach(() => {
  vi.unstubAllGlobals();
  unstubStorage();
});

describe('the photo budget', () => {
  it('is a quarter of the quota, at most 300 MB, and 100 MB when the browser does not say', () => {
    expect(PHOTO_CACHE_CAP_BYTES).toBe(300 * MB);
    expect(photoBudgetBytes(400 * MB)).toBe(100 * MB);
    expect(photoBudgetBytes(1000 * MB)).toBe(250 * MB);
    expect(photoBudgetBytes(60_000 * MB)).toBe(300 * MB);
    expect(photoBudgetBytes(undefined)).toBe(PHOTO_CACHE_DEFAULT_BYTES);
    expect(PHOTO_CACHE_DEFAULT_BYTES).toBe(100 * MB);
  });

  it('trims nothing under the budget, and the photos kept longest first above it', async () => {
    const cache = stubPhotoCache(undefined);
    for (const url of urls(5)) await cache.put(url, photoAnswer(MB));
    expect(await trimPhotoCache(cache as unknown as Cache, 5 * MB)).toBe(0);
    expect(cache.paths()).toHaveLength(5);
    expect(await trimPhotoCache(cache as unknown as Cache, 3 * MB)).toBe(2);
    expect(cache.paths()).toEqual(urls(5).slice(2));
  });
});

describe('bringing photos onto the phone', () => {
  it('fetches only the photos not yet kept, and reports its progress', async () => {
    const cache = stubPhotoCache(1000 * MB);
    await cache.put(urls(3)[1]!, photoAnswer(10));
    const fetched = servePhotos(10);
    const progress: string[] = [];
    const result = await cachePhotos(urls(3), { onProgress: ({ done, total }) => progress.push(`${done}/${total}`) });
    expect(result).toEqual({ outcome: 'done', fetched: 2 });
    expect(fetched.sort()).toEqual([urls(3)[0], urls(3)[2]]);
    expect(progress[0]).toBe('1/3');
    expect(progress.at(-1)).toBe('3/3');
    expect(cache.paths().sort()).toEqual(urls(3).sort());
  });

  it('fetches a photo at its signed address and keeps it under its path, once whatever its signature', async () => {
    const cache = stubPhotoCache(1000 * MB);
    const fetched = servePhotos(10);
    const [photo = ''] = urls(1);
    expect(await cachePhotos([`${photo}?exp=100&sig=first`])).toEqual({ outcome: 'done', fetched: 1 });
    expect(fetched).toEqual([`${photo}?exp=100&sig=first`]);
    expect(await cachePhotos([`${photo}?exp=200&sig=renewed`])).toEqual({ outcome: 'done', fetched: 0 });
    expect(fetched).toHaveLength(1);
    expect(cache.paths()).toEqual([photo]);
  });

  it('stops at the budget without removing what it brought (400 MB quota: 100 MB of 30 MB photos is 3)', async () => {
    const cache = stubPhotoCache(400 * MB);
    servePhotos(30 * MB);
    const result = await cachePhotos(urls(6));
    expect(result).toEqual({ outcome: 'full', fetched: 3 });
    expect(cache.paths()).toHaveLength(3);
  });

  it('for the newest photos, makes room by removing the photos kept longest', async () => {
    const cache = stubPhotoCache(400 * MB);
    for (const url of ['/uploads/photos/old-1.jpg', '/uploads/photos/old-2.jpg']) await cache.put(url, photoAnswer(40 * MB));
    servePhotos(30 * MB);
    const result = await cachePhotos(urls(2), { makeRoom: true });
    expect(result).toEqual({ outcome: 'done', fetched: 2 });
    expect(cache.paths()).toEqual(['/uploads/photos/old-2.jpg', ...urls(2)]);
  });

  it('stops when asked, keeping what it brought; offline, it says so', async () => {
    const cache = stubPhotoCache(1000 * MB);
    const stop = new AbortController();
    let count = 0;
    vi.stubGlobal('fetch', async () => {
      count += 1;
      if (count === 3) stop.abort();
      if (stop.signal.aborted) throw new DOMException('stopped', 'AbortError');
      return photoAnswer(10);
    });
    expect((await cachePhotos(urls(20), { signal: stop.signal })).outcome).toBe('stopped');
    expect(cache.paths().length).toBe(2);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await cachePhotos(urls(20))).outcome).toBe('offline');
    expect(cache.paths().length).toBe(2);
  });
});

describe('the service worker keeping the photo cache within its budget', () => {
  it('after each photo it keeps, removes the photos kept longest only while the cache is over budget', async () => {
    const { photoBudgetPlugin } = await import('../../sw/photo-budget');
    const cache = stubPhotoCache(400 * MB);
    const kept = async (url: string, bytes: number) => {
      await cache.put(url, photoAnswer(bytes));
      await photoBudgetPlugin.cacheDidUpdate?.({} as Parameters<NonNullable<typeof photoBudgetPlugin.cacheDidUpdate>>[0]);
    };
    for (const url of urls(3)) await kept(url, 30 * MB);
    expect(cache.paths()).toEqual(urls(3));
    await kept('/uploads/photos/new.jpg', 30 * MB);
    expect(cache.paths()).toEqual([...urls(3).slice(1), '/uploads/photos/new.jpg']);
  });

  it('a phone out of space ends a run as full, keeping what it brought', async () => {
    const cache = stubPhotoCache(1000 * MB);
    servePhotos(10);
    const put = cache.put.bind(cache);
    cache.put = async (key, res) =>
      cache.entries.size >= 2 ? Promise.reject(new DOMException('full', 'QuotaExceededError')) : put(key, res);
    expect((await cachePhotos(urls(6))).outcome).toBe('full');
    expect(cache.paths()).toHaveLength(2);
  });
});
