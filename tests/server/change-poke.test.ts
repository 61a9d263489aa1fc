/**
 * The 'changed' poke that asks phones to pull (server/live/change-poke.ts): at once after a lone write, to the sockets
 * of the people it concerns. A chat message, a read or a packing tick concerns only those who read what changed; a
 * rule concerns everyone; the writes that follow within the interval make one poke at its end, to everyone as soon as
 * one of them does. The hub is the real one, watched: which sockets it reaches for each is the hub's own tests' business.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Conversation } from '../../contracts/chat.js';
import type { CampEvent } from '../../contracts/events.js';
import { POKE_INTERVAL_MS } from '../../contracts/replication-rules.js';
import { createStartsSoonJob } from '../../server/events/starts-soon-job.js';
import { createPurgeJob } from '../../server/profile/account-purge-job.js';
import { createServerWithRoles, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let organizer: TestUser;
let alice: TestUser, bob: TestUser, carol: TestUser;
/** Each poke the hub was asked for: to every socket, or to these people's (sorted), and when. */
const pokes: { to: 'everyone' | string[]; at: number }[] = [];
/** Every poke, kept (pokes is emptied as they are read). */
const history: { to: 'everyone' | string[]; at: number }[] = [];
const seenSince = (at: number) => history.filter((p) => p.at >= at);
let lastPokeAt = 0;
beforeAll(async () => {
  ({ server, organizer } = await createServerWithRoles());
  [alice, bob, carol] = await Promise.all([server.user(), server.user(), server.user()]);
  // The real hub, watched: what it was asked to poke, then its own work.
  const hub = server.app.ctx.hub;
  const send = hub.send.bind(hub);
  const sendAll = hub.sendAll.bind(hub);
  const seen = (to: 'everyone' | string[]) => {
    lastPokeAt = Date.now();
    pokes.push({ to, at: lastPokeAt });
    history.push({ to, at: lastPokeAt });
  };
  hub.send = async (userIds, event) => {
    if (event.type === 'changed') seen([...userIds].sort());
    return send(userIds, event);
  };
  hub.sendAll = async (event) => {
    if (event.type === 'changed') seen('everyone');
    return sendAll(event);
  };
});
afterAll(async () => {
  await server?.close();
});

const inject = injectAs(() => server);

/** Waits for the next poke (within 10 s of a busy machine) and answers whom it went to; then forgets it. */
async function nextPoke(): Promise<'everyone' | string[]> {
  await expect.poll(() => pokes.length, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
  return pokes.shift()?.to ?? [];
}
/** Waits until a poke now would be the first of a quiet period (a past one's interval is over), and forgets the past. */
async function quiet(): Promise<void> {
  await expect.poll(() => Date.now() - lastPokeAt, { timeout: 10_000, interval: 50 }).toBeGreaterThan(POKE_INTERVAL_MS + 100);
  pokes.splice(0);
}
const sorted = (...who: TestUser[]) => who.map((u) => u.id).sort();

beforeEach(quiet);

describe("the 'changed' poke", () => {
  it('pokes the members after a conversation and a message, and after a read only the reader and the sender', async () => {
    const group = (
      await inject('POST', '/conversations', alice, { type: 'group', name: 'Paddlers', member_ids: [bob.id, carol.id] })
    ).json<Conversation>();
    expect(await nextPoke()).toEqual(sorted(alice, bob, carol));
    await quiet();
    expect((await inject('POST', `/conversations/${group.id}/messages`, alice, { content: 'Canoes at 4?', type: 'text' })).statusCode).toBe(
      201,
    );
    expect(await nextPoke()).toEqual(sorted(alice, bob, carol));
    // Bob's read: his unread count, and Alice's message now read; Carol's screens show neither.
    await quiet();
    expect((await inject('POST', `/conversations/${group.id}/read`, bob)).statusCode).toBe(200);
    expect(await nextPoke()).toEqual(sorted(alice, bob));
    // Reading again changes nothing; the tick after it is the poke's only cause.
    await quiet();
    expect((await inject('POST', `/conversations/${group.id}/read`, bob)).statusCode).toBe(200);
    expect((await inject('PUT', '/packing/2', carol, { is_checked: true })).statusCode).toBe(200);
    expect(await nextPoke()).toEqual(sorted(carol));
  });

  it('pokes only the camper after a packing tick, alone or in a batch', async () => {
    expect((await inject('PUT', '/packing/3', carol, { is_checked: true })).statusCode).toBe(200);
    expect(await nextPoke()).toEqual(sorted(carol));
    await quiet();
    const batch = await inject('POST', '/sync', carol, {
      operations: [{ id: crypto.randomUUID(), method: 'PUT', path: '/packing/4', body: { is_checked: true } }],
    });
    expect(batch.json<{ results: { status: number }[] }>().results.map((r) => r.status)).toEqual([200]);
    expect(await nextPoke()).toEqual(sorted(carol));
  });

  it('pokes everyone after a change everyone reads, at once when it is the first change for a while', async () => {
    const rule = await inject('POST', '/rules', organizer, { title: 'Sunscreen', description: 'Every two hours.' });
    const answeredAt = Date.now();
    expect(rule.statusCode).toBe(201);
    expect(await nextPoke()).toBe('everyone');
    // Not a second later, as when every poke waited for the writes of its second: within moments of the answer.
    expect(lastPokeAt - answeredAt).toBeLessThan(POKE_INTERVAL_MS / 2);
  });

  it('after the first poke of a burst, makes at most one poke an interval for the rest, whatever they were', async () => {
    const began = Date.now();
    expect((await inject('PUT', '/packing/5', carol, { is_checked: true })).statusCode).toBe(200);
    expect((await inject('POST', '/rules', organizer, { title: 'Life jackets', description: 'On the water.' })).statusCode).toBe(201);
    expect((await inject('PUT', '/packing/11', bob, { is_checked: true })).statusCode).toBe(200);
    expect((await inject('POST', '/rules', organizer, { title: 'Whistles', description: 'One per child.' })).statusCode).toBe(201);
    const lasted = Date.now() - began;
    // The first at once, to its one camper; the rest once the interval is over, to everyone as a rule concerns all.
    expect(await nextPoke()).toEqual(sorted(carol));
    expect(await nextPoke()).toBe('everyone');
    await quiet();
    const all = [...seenSince(began)];
    // On a busy machine the four writes may outlast an interval: never more than one poke per interval they took.
    expect(all.length).toBeLessThanOrEqual(2 + Math.floor(lasted / POKE_INTERVAL_MS));
    all.slice(1).forEach((p, i) => expect(p.at - (all[i]?.at ?? 0)).toBeGreaterThanOrEqual(POKE_INTERVAL_MS - 5));
  });

  it("tells a socket's phone to pull without spreading when the poke reaches a camp's few sockets", async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${carol.token}`);
    const heard: unknown[] = [];
    ws.on('message', (data: Buffer) => heard.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    try {
      expect((await inject('PUT', '/packing/12', carol, { is_checked: true })).statusCode).toBe(200);
      await expect.poll(() => heard, { timeout: 10_000, interval: 20 }).toContainEqual({ type: 'changed', spread_ms: 0 });
    } finally {
      ws.close();
    }
  });

  it('pokes nobody for a refused write or a replay', async () => {
    const key = crypto.randomUUID();
    const tick = () =>
      server.app.inject({
        method: 'PUT',
        url: '/api/packing/6',
        headers: { authorization: `Bearer ${carol.token}`, 'idempotency-key': key },
        payload: { is_checked: true },
      });
    expect((await tick()).statusCode).toBe(200);
    expect(await nextPoke()).toEqual(sorted(carol));
    await quiet();
    expect((await tick()).statusCode).toBe(200);
    expect((await inject('PUT', '/packing/999999', carol, { is_checked: true })).statusCode).toBe(404);
    // A write that changes something, after them: its poke is the only one.
    expect((await inject('PUT', '/packing/7', bob, { is_checked: true })).statusCode).toBe(200);
    expect(await nextPoke()).toEqual(sorted(bob));
  });
});

describe('the poke after a change no write request made', () => {
  it('pokes the reader and the sender when opening a conversation reads it, and nobody when there was nothing to read', async () => {
    const group = (
      await inject('POST', '/conversations', alice, { type: 'group', name: 'Canoe crew', member_ids: [bob.id, carol.id] })
    ).json<Conversation>();
    expect(await nextPoke()).toEqual(sorted(alice, bob, carol));
    await quiet();
    expect((await inject('POST', `/conversations/${group.id}/messages`, alice, { content: 'Paddles?', type: 'text' })).statusCode).toBe(
      201,
    );
    expect(await nextPoke()).toEqual(sorted(alice, bob, carol));
    await quiet();
    expect((await inject('GET', `/conversations/${group.id}/messages`, bob)).statusCode).toBe(200);
    expect(await nextPoke()).toEqual(sorted(alice, bob));
    await quiet();
    // Opened again, and through the delta: nothing new was read.
    expect((await inject('GET', `/conversations/${group.id}/messages?since=0`, bob)).statusCode).toBe(200);
    expect((await inject('PUT', '/packing/8', carol, { is_checked: true })).statusCode).toBe(200);
    expect(await nextPoke()).toEqual(sorted(carol));
  });

  it('pokes the people told after the starts-soon job, on its own clock', async () => {
    const start = Date.UTC(2032, 6, 4, 16, 0);
    const made = await inject('POST', '/admin/events', organizer, { title: 'Night hike', event_time: new Date(start).toISOString() });
    const event = made.json<CampEvent>();
    for (const who of [alice, bob]) expect((await inject('POST', `/events/${event.id}/register`, who)).statusCode).toBe(200);
    await quiet();
    const job = createStartsSoonJob({ ctx: server.app.ctx, now: () => new Date(start - 10 * 60_000) });
    expect(await job.runOnce()).toEqual({ ran: true, result: 2 });
    expect(await nextPoke()).toEqual(sorted(alice, bob));
    await quiet();
    // Run again, it tells nobody and pokes nobody.
    expect(await job.runOnce()).toEqual({ ran: true, result: 0 });
    expect((await inject('PUT', '/packing/9', carol, { is_checked: true })).statusCode).toBe(200);
    expect(await nextPoke()).toEqual(sorted(carol));
  });

  it('pokes everyone after the purge removed someone, and nobody after a purge with no one due', async () => {
    const leaving = await server.user();
    expect((await inject('DELETE', '/users/me', leaving)).statusCode).toBe(200);
    expect(await nextPoke()).toBe('everyone');
    await quiet();
    let now = new Date();
    const job = createPurgeJob({ ctx: server.app.ctx, now: () => now });
    expect(await job.runOnce()).toEqual({ ran: true, result: [] });
    expect((await inject('PUT', '/packing/10', carol, { is_checked: true })).statusCode).toBe(200);
    expect(await nextPoke()).toEqual(sorted(carol));
    await quiet();
    now = new Date(Date.now() + 31 * 86_400_000);
    expect(await job.runOnce()).toEqual({ ran: true, result: [leaving.id] });
    expect(await nextPoke()).toBe('everyone');
  });
});
