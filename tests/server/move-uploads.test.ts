import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvatarResponse } from '../../contracts/profile-account.js';
import type { Post } from '../../contracts/feed.js';
import { createBucketStore } from '../../server/storage/bucket-store.js';
import { uploadKey } from '../../server/storage/upload-keys.js';
import { multipartBody, phoneJpeg } from '../support/posts-helpers.js';
import { startS3Server, type LocalS3 } from '../support/s3-server.js';
import { bearer, createTestServer, type TestServer } from '../support/test-server.js';

/** `npm run uploads:to-bucket` on the photos and avatar a camp posted while its images lived on disk. */
let s3: LocalS3;
let onDisk: TestServer;
let onBucket: TestServer;
const addresses: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
  onDisk = await createTestServer();
  onBucket = await createTestServer(s3.env);
  const camper = await onDisk.user('camper');
  const photo = await multipartBody({ caption: 'Campfire' }, { bytes: await phoneJpeg(1200, 900), name: 'fire.jpg', type: 'image/jpeg' });
  const post = (
    await onDisk.app.inject({ method: 'POST', url: '/api/posts', headers: { ...photo.headers, ...bearer(camper) }, payload: photo.payload })
  ).json<Post>();
  const face = await multipartBody({}, { field: 'avatar', bytes: await phoneJpeg(600, 600), name: 'me.jpg', type: 'image/jpeg' });
  const avatar = (
    await onDisk.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      headers: { ...face.headers, ...bearer(camper) },
      payload: face.payload,
    })
  ).json<AvatarResponse>();
  addresses.push(post.image ?? '', post.thumb ?? '', avatar.avatar_url);
});
afterAll(async () => {
  await onDisk.close();
  await onBucket.close();
  await s3.close();
});

const fileOf = (url: string) => path.join(onDisk.config.uploadsDir, uploadKey(url) ?? '');

async function runScript(): Promise<string> {
  const env = { ...process.env, DATA_DIR: onDisk.config.DATA_DIR, JWT_SECRET: onDisk.config.jwtSecret, ...s3.env };
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'uploads:to-bucket'], { env, timeout: 120_000 });
  return stdout;
}

describe('npm run uploads:to-bucket', () => {
  it('moves every stored image into the bucket, says what it moved, and a second run moves nothing', async () => {
    const bytes = addresses.map((url) => readFileSync(fileOf(url)));
    const stray = path.join(onDisk.config.uploadsDir, 'notes.txt');
    writeFileSync(stray, 'not an image');

    const first = await runScript();
    for (const url of addresses) expect(first).toContain(`moved ${uploadKey(url)}`);
    expect(first).toMatch(/Moved 3 images \(\d+\.\d MB\) from .+ into bucket camp-uploads; 0 were already there\./);
    expect(first).toContain('Left alone (not stored images): notes.txt');
    for (const url of addresses) expect(existsSync(fileOf(url))).toBe(false);
    expect(existsSync(stray)).toBe(true);

    // A server on the bucket serves the same addresses, byte for byte.
    for (const [i, url] of addresses.entries()) {
      const served = await onBucket.app.inject({ method: 'GET', url: onBucket.app.ctx.photoAddresses.sign(url) });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes[i]!)).toBe(true);
    }

    expect(await runScript()).toContain('Moved 0 images (0.0 MB)');
  });

  it('finishes a run stopped between copying and removing: the copy in the bucket counts', async () => {
    const key = 'posts/interrupted-run.jpg';
    const jpeg = await phoneJpeg(200, 200);
    const bucket = createBucketStore(onBucket.config.bucket!);
    await bucket.put(key, jpeg);
    mkdirSync(path.join(onDisk.config.uploadsDir, 'posts'), { recursive: true });
    writeFileSync(path.join(onDisk.config.uploadsDir, key), jpeg);
    const out = await runScript();
    expect(out).toContain(`already in the bucket: ${key}`);
    expect(out).toContain('Moved 0 images (0.0 MB)');
    expect(out).toContain('1 were already there.');
    expect(existsSync(path.join(onDisk.config.uploadsDir, key))).toBe(false);
    expect(await bucket.sizeOf(key)).toBe(jpeg.length);
    bucket.close();
  });

  it('refuses to run without a bucket, with a sentence', async () => {
    const env = { ...process.env, DATA_DIR: onDisk.config.DATA_DIR, JWT_SECRET: onDisk.config.jwtSecret };
    const run = promisify(execFile)('npm', ['run', '--silent', 'uploads:to-bucket'], { env, timeout: 120_000 });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Set S3_BUCKET') as unknown });
  });
});
