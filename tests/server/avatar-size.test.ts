import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, phoneJpeg } from '../support/posts-helpers.js';
import { bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

/**
 * An avatar over 5 MB gets the 5MB sentence whichever part of the server notices the size first:
 * the declared length, the file's reader, the form's reader, or the idempotency check reading the
 * form before the route (never the photos' 10MB sentence).
 */
let server: TestServer;
let camper: TestUser;
let port: number;
beforeAll(async () => {
  server = await createTestServer();
  camper = await server.user('camper');
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(async () => server.close());

const MB = 1024 * 1024;
const fiveMb = { status: 413, body: { error: 'File size must be less than 5MB', code: 'avatar_size' } };

async function avatarOf(size: number) {
  const jpeg = await phoneJpeg(300, 300);
  return multipartBody(
    {},
    { field: 'avatar', bytes: Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]), name: 'me.jpg', type: 'image/jpeg' },
  );
}

async function injected(size: number, headers: Record<string, string> = {}) {
  const form = await avatarOf(size);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/users/me/avatar',
    headers: { ...form.headers, ...bearer(camper), ...headers },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json<unknown>() };
}

/** Over a real socket in chunks, with no Content-Length: the size shows only while reading. */
async function streamed(size: number, headers: Record<string, string> = {}) {
  const form = await avatarOf(size);
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = httpRequest(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/users/me/avatar',
        headers: { ...form.headers, ...bearer(camper), ...headers, 'transfer-encoding': 'chunked' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown }));
      },
    );
    // The server may answer and close before the whole body is sent.
    req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'EPIPE' || err.code === 'ECONNRESET' ? undefined : reject(err)));
    for (let at = 0; at < form.payload.length; at += 256 * 1024) req.write(form.payload.subarray(at, at + 256 * 1024));
    req.end();
  });
}

describe('an avatar over 5 MB', () => {
  it.each([
    ['one byte over, with its length declared', () => injected(5 * MB + 1)],
    ['between the avatar and photo limits, declared', () => injected(8 * MB)],
    ['over the photo limit, declared', () => injected(11 * MB)],
    ['over the server body limit, declared', () => injected(13 * MB)],
    ['one byte over, streamed', () => streamed(5 * MB + 1)],
    ['over the photo limit, streamed', () => streamed(11 * MB)],
    ['over the server body limit, streamed', () => streamed(13 * MB)],
    ['one byte over, with an Idempotency-Key', () => injected(5 * MB + 1, { 'idempotency-key': randomUUID() })],
    ['over the photo limit, with an Idempotency-Key', () => injected(11 * MB, { 'idempotency-key': randomUUID() })],
    ['over the photo limit, streamed with an Idempotency-Key', () => streamed(11 * MB, { 'idempotency-key': randomUUID() })],
  ])('%s: 413 with the 5MB sentence', async (_name, send) => {
    expect(await send()).toEqual(fiveMb);
  });

  it('still takes exactly 5 MB, streamed and with an Idempotency-Key', async () => {
    expect((await streamed(5 * MB)).status).toBe(200);
    expect((await injected(5 * MB, { 'idempotency-key': randomUUID() })).status).toBe(200);
  });
});
