/**
 * A change travels in the poke itself (server/live/change-poke.ts, contracts/replication-rules.ts): every open phone
 * gets a new post as its pull would give it, photo address signed, and the counts of an event after an RSVP, the tally
 * of a poll after a vote and the takers of a sign-up slot after a claim, never a camper's own part, without waiting for
 * its pull. A like (which reads differently for each camper), a replay, and a change too large to send to every phone
 * carry nothing. A change made while a poke waits for its interval's end sends its rows at once, alone.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { CampEvent } from '../../contracts/events.js';
import type { Post } from '../../contracts/feed.js';
import type { Poll } from '../../contracts/polls.js';
import type { SignupSheet } from '../../contracts/signups.js';
import { CAPTION_MAX } from '../../contracts/feed-rules.js';
import { CARRIED_TEXT_MAX, POKE_INTERVAL_MS, type ChangePoke } from '../../contracts/replication-rules.js';
import type { PullResponse } from '../../contracts/replication.js';
import { createChangePoke } from '../../server/live/change-poke.js';
import type { Hub } from '../../server/live/ws-hub.js';
import { phoneJpeg, postForm } from '../support/posts-helpers.js';
import { bearer, createServerWithRoles, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser, camper: TestUser, friend: TestUser;
let socket: WebSocket;
/** The pokes the friend's phone heard, in order, and when the last one came. */
const pokes: ChangePoke[] = [];
let lastPokeAt = 0;

beforeAll(async () => {
  ({ server, admin, camper } = await createServerWithRoles());
  friend = await server.user('camper');
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

const inject = injectAs(() => server);

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
    const [carried] = poke.carried?.made?.posts ?? [];
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

  it('leaves a change too large for every phone to the pulls', async () => {
    const caption = (i: number) => `${i} `.padEnd(CAPTION_MAX, 'x');
    const batch = (count: number) =>
      server.app.inject({
        method: 'POST',
        url: '/api/sync',
        headers: bearer(camper),
        payload: {
          operations: Array.from({ length: count }, (_, i) => ({
            id: crypto.randomUUID(),
            method: 'POST',
            path: '/posts',
            body: { caption: caption(i) },
          })),
        },
      });
    await quiet();
    expect((await batch(1)).statusCode).toBe(200);
    expect((await nextPoke()).carried?.made?.posts?.map((p) => p.caption)).toEqual([caption(0)]);
    await quiet();
    expect((await batch(Math.ceil(CARRIED_TEXT_MAX / CAPTION_MAX) + 1)).statusCode).toBe(200);
    expect(await nextPoke()).toEqual({ type: 'changed', spread_ms: 0 });
  });
});

describe('a change made while a poke waits for its interval', () => {
  it("sends its rows at once, alone, and leaves the pull to the poke at the interval's end", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      const sent: unknown[] = [];
      const hub = {
        sendAll: async (event: unknown) => void sent.push(event),
        send: async (_to: unknown, event: unknown) => void sent.push(event),
      };
      const { poke } = createChangePoke(hub as unknown as Hub);
      const posts = (caption: string) => ({ made: { posts: [{ caption } as Post] } });
      poke('everyone', [posts('first')]);
      expect(sent).toEqual([{ type: 'changed', carried: posts('first') }]);
      vi.advanceTimersByTime(POKE_INTERVAL_MS / 4);
      poke('everyone', [posts('second')]);
      poke(['someone'], []);
      expect(sent.slice(1)).toEqual([{ type: 'carried', carried: posts('second') }]);
      vi.advanceTimersByTime(POKE_INTERVAL_MS);
      expect(sent.slice(2)).toEqual([{ type: 'changed' }]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a poke that carries what every reader sees alike', () => {
  it("carries an event's counts after an RSVP, a poll's tally after a vote and a slot's takers after a claim, not the camper's own part", async () => {
    const eventTime = new Date(Date.now() + 86_400_000).toISOString();
    const event = (
      await inject('POST', '/admin/events', admin, { title: 'Canoe trip', event_time: eventTime, capacity: 3 })
    ).json<CampEvent>();
    const poll = (await inject('POST', '/admin/polls', admin, { question: 'Swim or hike?', options: ['Swim', 'Hike'] })).json<Poll>();
    const sheet = (
      await inject('POST', '/admin/signups', admin, { title: 'Potluck', slots: [{ label: 'Salad', capacity: 2 }] })
    ).json<SignupSheet>();

    await quiet();
    expect((await inject('POST', `/events/${event.id}/register`, camper, {})).statusCode).toBe(200);
    expect((await nextPoke()).carried).toEqual({
      shared: { events: [{ id: event.id, registration_count: 1, available_spots: 2, waitlist_count: 0 }] },
    });

    await quiet();
    const optionId = poll.options[1]?.id;
    expect((await inject('POST', `/polls/${poll.id}/vote`, camper, { optionId })).statusCode).toBe(200);
    const options = poll.options.map((o) => ({ ...o, votes: o.id === optionId ? 1 : 0 }));
    expect((await nextPoke()).carried).toEqual({ shared: { polls: [{ id: poll.id, options, totalVotes: 1 }] } });

    await quiet();
    const slotId = sheet.slots[0]?.id;
    expect((await inject('POST', `/signups/${sheet.id}/slots/${slotId}/claim`, camper, { claimed: true })).statusCode).toBe(200);
    const takers = (await nextPoke()).carried?.shared?.signups;
    expect(takers).toEqual([{ id: sheet.id, slots: [{ id: slotId, taken: 1, takers: [expect.any(String)] }] }]);
  });
});
