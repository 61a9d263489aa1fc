import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvatarResponse } from '../../contracts/profile-account.js';
import type { Post } from '../../contracts/feed.js';
import { createBucketStore } from '../../server/storage/bucket-store.js';
import { uploadKey } from '../../server/storage/upload-keys.js';
import { multipartBody, phoneJpeg, postForm } from '../support/posts-helpers.js';
import { startS3Server, type LocalS3 } from '../support/s3-server.js';
import { bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

/** Every route that stores an image, and /uploads/* serving it, on both image stores. */
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => s3.close());

const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];

describe.each(['disk', 'bucket'] as const)('images kept on the %s', (kind) => {
  let server: TestServer;
  let camper: TestUser;
  beforeAll(async () => {
    server = await createTestServer(kind === 'bucket' ? s3.env : {});
    camper = await server.user('camper');
  });
  afterAll(async () => server.close());

  /** Whether the image behind an address is kept where this store keeps it (and only there). */
  async function keptAt(url: string): Promise<boolean> {
    const key = uploadKey(url) ?? '';
    const onDisk = filesUnder(server.config.uploadsDir).includes(key.split('/')[1] ?? '');
    if (kind === 'disk') return onDisk;
    const bucket = createBucketStore({ ...server.config.bucket!, bucket: s3.bucket });
    const size = await bucket.sizeOf(key);
    bucket.close();
    expect(onDisk).toBe(false);
    return size !== null;
  }

  async function served(url: string) {
    const res = await server.app.inject({ method: 'GET', url });
    return {
      status: res.statusCode,
      type: res.headers['content-type'],
      length: Number(res.headers['content-length']),
      bytes: res.rawPayload,
    };
  }

  it('keeps a post photo and its thumbnail, serves them at their addresses, and removes them with the post', async () => {
    const res = await postForm(
      server,
      camper,
      { caption: `Canoes on the ${kind}` },
      { bytes: await phoneJpeg(1600, 900), name: 'canoes.jpg', type: 'image/jpeg' },
    );
    expect(res.statusCode).toBe(201);
    const post = res.json<Post>();
    for (const [url, type] of [
      [post.image ?? '', 'image/jpeg'],
      [post.thumb ?? '', 'image/webp'],
    ] as const) {
      expect(await keptAt(url)).toBe(true);
      const file = await served(url);
      expect([file.status, file.type]).toEqual([200, type]);
      expect(file.bytes.length).toBe(file.length);
      expect(file.length).toBeGreaterThan(1000);
    }
    const removed = await server.app.inject({ method: 'DELETE', url: `/api/posts/${post.id}`, headers: bearer(camper) });
    expect(removed.statusCode).toBe(200);
    for (const url of [post.image ?? '', post.thumb ?? '']) {
      expect(await keptAt(url)).toBe(false);
      expect((await served(url)).status).toBe(404);
    }
  });

  it('keeps an avatar, serves it, and lets the old one go when a new one comes', async () => {
    const upload = async () => {
      const form = await multipartBody({}, { field: 'avatar', bytes: await phoneJpeg(800, 600), name: 'me.jpg', type: 'image/jpeg' });
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/users/me/avatar',
        headers: { ...form.headers, ...bearer(camper) },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(200);
      return res.json<AvatarResponse>().avatar_url;
    };
    const first = await upload();
    expect(await keptAt(first)).toBe(true);
    const file = await served(first);
    expect([file.status, file.type, file.bytes.length]).toEqual([200, 'image/jpeg', file.length]);
    const second = await upload();
    expect(await keptAt(second)).toBe(true);
    expect(await keptAt(first)).toBe(false);
    expect((await served(first)).status).toBe(404);
  });

  it('answers 404 with a sentence for an image that is not kept, and for paths outside the uploads', async () => {
    const missing = await server.app.inject({ method: 'GET', url: server.app.ctx.photoAddresses.sign('/uploads/posts/never-stored.jpg') });
    expect([missing.statusCode, missing.json<{ error: string }>().error]).toEqual([404, 'This photo is no longer available.']);
    expect((await server.app.inject({ method: 'GET', url: '/uploads/../jwt-secret' })).statusCode).toBe(404);
  });
});
