/**
 * A new post travels in the poke itself (server/live/change-poke.ts, contracts/replication-rules.ts): every open phone
 * gets the post as its pull would give it, photo address signed, without waiting for that pull. A change that is not
 * the same for every reader (a like), a replay, and a burst too large to send to every phone carry nothing.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Post } from '../../contracts/feed.js';
import { CAPTION_MAX } from '../../contracts/feed-rules.js';
import { CARRIED_TEXT_MAX, POKE_INTERVAL_MS, type ChangePoke } from '../../contracts/replication-rules.js';
import type { PullResponse } from '../../contracts/replication.js';
import { phoneJpeg, postForm } from '../support/posts-helpers.js';
import { bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let camper: TestUser, friend: TestUser;
let socket: WebSocket;
/** The pokes the friend's phone heard, in order, and when the last one came. */
const pokes: ChangePoke[] = [];
let lastPokeAt = 0;

beforeAll(async () => {
  server = await createTestServer();
  [camper, friend] = await Promise.all([server.user('camper'), server.user('camper')]);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  socket = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${friend.token}`);
  socket.on('message', (data: Buffer) => {
    const event = JSON.parse(data.toString()) as { type: string };
    if (event.type !== 'changed') return;
    pokes.push(event as ChangePoke);
    lastPokeAt = Date.now();
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
});
afterAll(async () => {
  socket?.close();
  await server?.close();
});

/** Waits until a write now is the first of a quiet period (the last poke's interval is over), and forgets past pokes. */
async function quiet(): Promise<void> {
  await expect.poll(() => Date.now() - lastPokeAt, { timeout: 10_000, interval: 50 }).toBeGreaterThan(POKE_INTERVAL_MS + 100);
  pokes.length = 0;
}

/** The next poke the friend's phone hears (within 10 s of a busy machine); forgotten once read. */
async function nextPoke(): Promise<ChangePoke> {
  await expect.poll(() => pokes.length, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
  return pokes.shift() as ChangePoke;
}

const pulledPosts = async (who: TestUser, cursor: string) => {
  const res = await server.app.inject({ method: 'GET', url: `/api/pull?cursor=${cursor}`, headers: bearer(who) });
  return res.json<PullResponse>();
};

describe('a poke that carries the change', () => {
  it("brings a new photo post to the other phone as its pull gives it, the photo's address signed and served", async () => {
    const { cursor } = await pulledPosts(friend, '0');
    await quiet();
    const made = await postForm(
      server,
      camper,
      { caption: 'Canoes are back on the dock' },
      {
        bytes: await phoneJpeg(800, 600),
        name: 'dock.jpg',
        type: 'image/jpeg',
      },
    );
    expect(made.statusCode).toBe(201);
    const poke = await nextPoke();
    const [carried] = poke.carried?.posts ?? [];
    const pulled = (await pulledPosts(friend, cursor)).tables.posts?.items as Post[];
    expect(carried).toEqual(pulled.find((p) => p.id === made.json<Post>().id));
    expect(carried?.image).toMatch(/^\/uploads\/posts\/.+\?exp=\d+&sig=/);
    const photo = await server.app.inject({ method: 'GET', url: carried?.image ?? '' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  it('carries nothing for a like, which reads differently for each camper, nor for a post sent again', async () => {
    const key = crypto.randomUUID();
    const first = await postForm(server, camper, { caption: 'Lanterns at the lodge' }, undefined, key);
    expect(first.statusCode).toBe(201);
    await quiet();
    // The replay changes nothing: were it to poke with the post, that poke would come first.
    expect((await postForm(server, camper, { caption: 'Lanterns at the lodge' }, undefined, key)).statusCode).toBe(201);
    const liked = await server.app.inject({
      method: 'POST',
      url: `/api/posts/${first.json<Post>().id}/like`,
      headers: bearer(friend),
      payload: { liked: true },
    });
    expect(liked.statusCode).toBe(200);
    const poke = await nextPoke();
    expect(poke).toEqual({ type: 'changed', spread_ms: 0 });
  });

  it('leaves a burst of posts too large for every phone to the pulls', async () => {
    await quiet();
    const caption = (i: number) => `${i} `.padEnd(CAPTION_MAX, 'x');
    // The first goes at once and carries its post; the rest wait out the interval as one poke.
    const count = Math.ceil(CARRIED_TEXT_MAX / CAPTION_MAX) + 1;
    for (let i = 0; i < count; i += 1) expect((await postForm(server, camper, { caption: caption(i) })).statusCode).toBe(201);
    expect((await nextPoke()).carried?.posts?.map((p) => p.caption)).toEqual([caption(0)]);
    const burst = await nextPoke();
    expect(burst).toEqual({ type: 'changed', spread_ms: 0 });
  });
});
