import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { AvatarResponse } from '../../contracts/profile-account.js';
import type { Post } from '../../contracts/feed.js';
import type { PullResponse } from '../../contracts/replication.js';
import { SIGNATURE_LIFETIME_MS, SIGNATURE_WINDOW_MS } from '../../server/storage/signed-addresses.js';
import { multipartBody, phoneJpeg } from '../support/posts-helpers.js';
import { startS3Server, type LocalS3 } from '../support/s3-server.js';
import { bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

/**
 * /uploads/ addresses carry an expiry and a signature from the server's secret. Two instances with
 * the same secret on one bucket (as behind a proxy) accept each other's; one with another secret does not.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
let s3: LocalS3;
let a: TestServer, b: TestServer, stranger: TestServer;
let camper: TestUser;
let now = Date.now();
const clock = () => now;
let post: Post;
let avatar: string;
beforeAll(async () => {
  s3 = await startS3Server();
  a = await createTestServer(s3.env, { now: clock });
  b = await createTestServer(s3.env, { now: clock });
  stranger = await createTestServer({ ...s3.env, JWT_SECRET: 'another-camp-secret-0123456789' }, { now: clock });
  camper = await a.user('camper');
  const photo = await multipartBody(
    { caption: 'Lake at dawn' },
    { bytes: await phoneJpeg(900, 600), name: 'lake.jpg', type: 'image/jpeg' },
  );
  post = (
    await a.app.inject({ method: 'POST', url: '/api/posts', headers: { ...photo.headers, ...bearer(camper) }, payload: photo.payload })
  ).json<Post>();
  const face = await multipartBody({}, { field: 'avatar', bytes: await phoneJpeg(300, 300), name: 'me.jpg', type: 'image/jpeg' });
  avatar = (
    await a.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      headers: { ...face.headers, ...bearer(camper) },
      payload: face.payload,
    })
  ).json<AvatarResponse>().avatar_url;
});
afterAll(async () => {
  await Promise.all([a, b, stranger].map((s) => s.close()));
  await s3.close();
});

const get = async (server: TestServer, url: string) => {
  const res = await server.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.statusCode === 200 ? undefined : res.json<unknown>(), cache: res.headers['cache-control'] };
};
const expired = { error: 'This photo address has expired. Please open the photo in the app again.', code: 'photo_address_expired' };
const invalid = { error: 'This photo address is not valid. Please open the photo in the app.', code: 'photo_address_invalid' };
const expOf = (url: string) => Number(new URL(url, 'http://x').searchParams.get('exp'));
const pathOf = (url: string) => url.split('?')[0] ?? '';

describe('signed photo addresses', () => {
  it('serve the photo, privately, at the address the server handed out', async () => {
    for (const url of [post.image ?? '', post.thumb ?? '', avatar]) {
      const res = await get(a, url);
      expect(res.status).toBe(200);
      expect(res.cache).toMatch(/^private, max-age=\d+, immutable$/);
    }
  });

  it('are accepted by another instance with the same secret', async () => {
    expect((await get(b, post.image ?? '')).status).toBe(200);
    expect((await get(b, avatar)).status).toBe(200);
  });

  it('are refused without a signature, with a forged one, and by a server with another secret: 403 with a sentence', async () => {
    const url = post.image ?? '';
    const sig = new URL(url, 'http://x').searchParams.get('sig') ?? '';
    const forged = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const cases = [
      pathOf(url),
      url.replace(sig, forged),
      `${pathOf(url)}?exp=${expOf(url) + 365 * 24 * 3600}&sig=${sig}`,
      `${pathOf(post.thumb ?? '')}?${url.split('?')[1]}`,
      `${pathOf(url)}?exp=${expOf(url)}`,
    ];
    for (const forgedUrl of cases) expect(await get(a, forgedUrl)).toMatchObject({ status: 403, body: invalid });
    expect(await get(stranger, url)).toMatchObject({ status: 403, body: invalid });
    expect(await get(stranger, b.app.ctx.photoAddresses.sign(pathOf(url)))).toMatchObject({ status: 403, body: invalid });
  });

  it('last 30 days from the start of their week: the same all week, refused once expired', async () => {
    const url = post.image ?? '';
    const weekStart = Math.floor(now / SIGNATURE_WINDOW_MS) * SIGNATURE_WINDOW_MS;
    expect(SIGNATURE_WINDOW_MS).toBe(7 * DAY_MS);
    expect(expOf(url) * 1000 - weekStart).toBe(30 * DAY_MS);
    expect(SIGNATURE_LIFETIME_MS).toBe(30 * DAY_MS);
    const saved = now;
    try {
      now = weekStart + SIGNATURE_WINDOW_MS - 1;
      expect(a.app.ctx.photoAddresses.sign(pathOf(url))).toBe(url);
      now = expOf(url) * 1000 - 1000;
      expect((await get(a, url)).status).toBe(200);
      expect((await get(b, url)).status).toBe(200);
      now = expOf(url) * 1000;
      expect(await get(a, url)).toMatchObject({ status: 403, body: expired });
      expect(await get(b, url)).toMatchObject({ status: 403, body: expired });
      // Signed again now, the same photo shows.
      expect((await get(a, a.app.ctx.photoAddresses.sign(url))).status).toBe(200);
    } finally {
      now = saved;
    }
  });
});

describe('renewal through the replication stream', () => {
  const pull = async (cursor?: string) =>
    (
      await a.app.inject({ method: 'GET', url: `/api/pull${cursor ? `?cursor=${cursor}` : ''}`, headers: bearer(camper) })
    ).json<PullResponse>();
  const postIn = (answer: PullResponse) => (answer.tables.posts?.items as Post[] | undefined)?.find((p) => p.id === post.id);

  it('re-sends the rows carrying photo addresses once the week has moved on, signed anew, and not before', async () => {
    // A post with no photo by someone with no avatar carries no address.
    const other = await a.user('camper');
    const plain = (
      await a.app.inject({ method: 'POST', url: '/api/posts', headers: bearer(other), payload: { caption: 'No photo here' } })
    ).json<Post>();
    const saved = now;
    try {
      const first = await pull();
      expect(postIn(first)?.image).toBe(post.image);
      // A cursor past every write so far (the answer's own is a few seconds early): within the week nothing comes again.
      const settled = first.cursor.replace(/^\d+/, String((Date.now() + 10_000) * 1000));
      expect((await pull(settled)).tables.posts).toBeUndefined();

      now = saved + SIGNATURE_WINDOW_MS;
      const renewed = await pull(settled);
      const again = postIn(renewed);
      expect(pathOf(again?.image ?? '')).toBe(pathOf(post.image ?? ''));
      expect(expOf(again?.image ?? '')).toBe(expOf(post.image ?? '') + SIGNATURE_WINDOW_MS / 1000);
      expect((await get(a, again?.image ?? '')).status).toBe(200);
      expect((renewed.tables.posts?.items as Post[]).some((p) => p.id === plain.id)).toBe(false);
      const me = (renewed.tables.users?.items as { id: string; avatar_url: string | null }[] | undefined)?.find((u) => u.id === camper.id);
      expect(expOf(me?.avatar_url ?? '')).toBe(expOf(avatar) + SIGNATURE_WINDOW_MS / 1000);
    } finally {
      now = saved;
    }
  });

  it('gives list answers a new ETag when the week moves on, so a kept answer is not reused with old addresses', async () => {
    const saved = now;
    try {
      const first = await a.app.inject({ method: 'GET', url: '/api/posts', headers: bearer(camper) });
      const tag = String(first.headers.etag);
      expect(
        (await a.app.inject({ method: 'GET', url: '/api/posts', headers: { ...bearer(camper), 'if-none-match': tag } })).statusCode,
      ).toBe(304);
      now = saved + SIGNATURE_WINDOW_MS;
      const later = await a.app.inject({ method: 'GET', url: '/api/posts', headers: { ...bearer(camper), 'if-none-match': tag } });
      expect(later.statusCode).toBe(200);
      expect(expOf(later.json<Post[]>().find((p) => p.id === post.id)?.image ?? '')).toBe(
        expOf(post.image ?? '') + SIGNATURE_WINDOW_MS / 1000,
      );
    } finally {
      now = saved;
    }
  });
});

describe('live events', () => {
  it('carry signed photo addresses too', async () => {
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    const friend = await a.user('camper');
    const { port } = a.app.server.address() as AddressInfo;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${friend.token}`);
    const texts: string[] = [];
    ws.on('message', (data: Buffer) => texts.push(data.toString()));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    try {
      const made = await a.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: bearer(camper),
        payload: { type: 'direct', member_ids: [friend.id] },
      });
      expect(made.statusCode).toBe(201);
      const created = () => texts.find((t) => t.includes('"conversation_created"'));
      for (let i = 0; i < 400 && !created(); i += 1) await new Promise((r) => setTimeout(r, 25));
      expect(created()).toContain(`"${avatar}"`);
      expect(created()).not.toContain(`"${pathOf(avatar)}"`);
    } finally {
      ws.close();
    }
  });
});
