import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../contracts/feed.js';
import { multipartBody, phoneJpeg } from '../support/posts-helpers.js';
import { bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let camper: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  camper = await server.user('camper');
});
afterAll(async () => server.close());

async function upload(file: { bytes: Buffer; name: string; type: string }, caption = 'Lake at dawn') {
  const body = await multipartBody({ caption }, file);
  return server.app.inject({ method: 'POST', url: '/api/posts', headers: { ...body.headers, ...bearer(camper) }, payload: body.payload });
}

describe('the photo pipeline', () => {
  it('stores an upright copy with no EXIF or GPS, at most 2048 px, plus a thumbnail, served as immutable', async () => {
    const original = await phoneJpeg(3000, 1200);
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('CampPhone');
    expect(before.orientation).toBe(6);

    const res = await upload({ bytes: original, name: 'IMG_0001.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const post = res.json<Post>();
    expect(post.image).toMatch(/^\/uploads\/posts\/[0-9a-f-]+\.jpg\?exp=\d+&sig=[\w-]+$/);

    const served = await server.app.inject({ method: 'GET', url: post.image ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // Private: these are photos of children, kept by the camper's browser and no shared cache.
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.includes('CampPhone')).toBe(false);
    // Orientation 6 applied: the 3000x1200 landscape is stored as portrait, long edge 2048.
    expect([meta.width, meta.height]).toEqual([819, 2048]);

    const thumb = await server.app.inject({ method: 'GET', url: post.thumb ?? '' });
    expect(thumb.statusCode).toBe(200);
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(thumbMeta.exif).toBeUndefined();
    // The copy feed cards and the grid load: upright too, long edge 1080.
    expect([thumbMeta.width, thumbMeta.height]).toEqual([432, 1080]);
    expect(thumb.headers['cache-control']).toContain('immutable');
  });

  it('refuses a file that is not an image, whatever its name and type, with 415', async () => {
    const res = await upload({ bytes: Buffer.from('#!/bin/sh\necho not a photo\n'), name: 'photo.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'Please select an image file', code: 'not_an_image' });
  });

  it('refuses an SVG drawing with 415', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const res = await upload({ bytes: svg, name: 'x.svg', type: 'image/svg+xml' });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a file over 10MB with 413 and stores no post', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
    const res = await upload({ bytes: big, name: 'big.jpg', type: 'image/jpeg' }, 'Too big');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'File size must be less than 10MB', code: 'file_too_large' });
    const feed = await server.app.inject({ method: 'GET', url: '/api/posts', headers: bearer(camper) });
    expect(feed.json<Post[]>().some((p) => p.caption === 'Too big')).toBe(false);
  });

  it('answers 404 for a photo that does not exist or a path outside the uploads', async () => {
    expect(
      (await server.app.inject({ method: 'GET', url: server.app.ctx.photoAddresses.sign('/uploads/posts/nope.jpg') })).statusCode,
    ).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/uploads/../jwt-secret' })).statusCode).toBe(404);
  });
});
