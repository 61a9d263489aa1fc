import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import type { ImageStore } from '../../server/storage/image-store.js';
import { openImageStore } from '../../server/storage/open-image-store.js';
import { startS3Server, type LocalS3 } from '../support/s3-server.js';

let s3: LocalS3;
const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-store-'));
const stores: Record<string, ImageStore> = {};
beforeAll(async () => {
  s3 = await startS3Server();
  stores.disk = openImageStore(loadConfig({ DATA_DIR: dataDir }));
  stores.bucket = openImageStore(loadConfig({ DATA_DIR: dataDir, ...s3.env }));
});
afterAll(async () => {
  for (const store of Object.values(stores)) store.close();
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.each(['disk', 'bucket'])('the %s image store', (kind) => {
  it('keeps bytes under a key, answers their size, streams them back and forgets them', async () => {
    const store = stores[kind]!;
    expect(store.kind).toBe(kind);
    const key = `posts/${kind}-photo.jpg`;
    expect(await store.get(key)).toBeNull();
    expect(await store.sizeOf(key)).toBeNull();
    await store.put(key, Buffer.from('pretend jpeg bytes'));
    expect(await store.sizeOf(key)).toBe(18);
    const got = await store.get(key);
    expect(got?.size).toBe(18);
    expect(await text(got!.body)).toBe('pretend jpeg bytes');
    await store.remove(key);
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
  });
});
