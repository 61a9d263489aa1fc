import { vi } from 'vitest';

/** A Cache as the browser keeps one: entries listed in the order they were put (a put again moves to the end). */
export class FakeCache {
  readonly entries = new Map<string, Response>();
  private url = (key: RequestInfo | URL) => new URL(key instanceof Request ? key.url : String(key), window.location.href).href;
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async match(key: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(this.url(key))?.clone();
  }
  async put(key: RequestInfo | URL, res: Response): Promise<void> {
    this.entries.delete(this.url(key));
    this.entries.set(this.url(key), res);
  }
  async delete(key: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(this.url(key));
  }
  /** The paths kept, oldest first. */
  paths(): string[] {
    return [...this.entries.keys()].map((url) => new URL(url).pathname);
  }
}

/** A photo answer of `bytes` bytes, with its Content-Length as the server sends it. */
export const photoAnswer = (bytes: number) =>
  new Response(new Uint8Array(bytes), { headers: { 'content-length': String(bytes), 'content-type': 'image/jpeg' } });

/** Stubs `caches` with one FakeCache for every name, and the storage quota the budget is read from. */
export function stubPhotoCache(quota: number | undefined): FakeCache {
  const cache = new FakeCache();
  vi.stubGlobal('caches', { open: async () => cache });
  stubStorage({ estimate: async () => ({ quota, usage: 0 }) });
  return cache;
}

/** Gives `navigator.storage` these methods, until `unstubStorage()`. */
export function stubStorage(storage: Partial<StorageManager>): void {
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
}

export function unstubStorage(): void {
  Reflect.deleteProperty(navigator, 'storage');
}
