/**
 * The 'changed' poke that asks phones to pull (server/live/change-poke.ts): a second after a write, the sockets of
 * the people it concerns. A chat message, a read or a packing tick concerns only those who read what changed; a
 * rule concerns everyone; the writes of one second make one poke, to everyone as soon as one of them does. The hub
 * is the real one, watched: which sockets it reaches for each is the hub's own tests' business.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Conversation } from '../../contracts/chat.js';
import type { CampEvent } from '../../contracts/events.js';
import { createStartsSoonJob } from '../../server/events/starts-soon-job.js';
import { createPurgeJob } from '../../server/profile/account-purge-job.js';
import { createServerWithRoles, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let organizer: TestUser;
let alice: TestUser, bob: TestUser, carol: TestUser;
/** Each poke the hub was asked for: to every socket, or to these people's (sorted). */
const pokes: ('everyone' | string[])[] = [];
beforeAll(async () => {
  ({ server, organizer } = await createServerWithRoles());
  [alice, bob, carol] = await Promise.all([server.user(), server.user(), server.user()]);
  // The real hub, watched: what it was asked to poke, then its own work.
  const hub = server.app.ctx.hub;
  const send = hub.send.bind(hub);
  const sendAll = hub.sendAll.bind(hub);
  hub.send = async (userIds, event) => {
    if (event.type === 'changed') pokes.push([...userIds].sort());
    return send(userIds, event);
  };
  hub.sendAll = async (event) => {
    if (event.type === 'changed') pokes.push('everyone');
    return sendAll(event);
  };
});
afterAll(async () => {
  await server?.close();
});

const inject = injectAs(() => server);

/** Waits for the next poke (within 10 s of a busy machine) and answers whom it went to; then forgets it. */
async function nextPoke(): Promise<'everyone' | string[]> {
  await expect.poll(() => pokes.length, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);
  expect(pokes).toHaveLength(1);
  return pokes.splice(0)[0] ?? [];
}
const sorted = (...who: TestUser[]) => who.map((u) => u.id).sort();

beforeEach(() => void pokes.splice(0));

describe("the 'changed' poke", () => {
  it('pokes the members after a conversation and a message, and after a read only the reader and the sender', async () => {
    const group = (
      await inject('POST', '/conversations', alice, { type: 'group', name: 'Paddlers', member_ids: [bob.id, carol.id] })
    ).json<Conversation>();
    expect((await inject('POST', `/conversations/${group.id}/messages`, alice, { content: 'Canoes at 4?', type: 'text' })).statusCode).toBe(
      201,
    );
    expect(await nextPoke()).toEqual(sorted(alice, bob, carol));
    // Bob's read: his unread count, and Alice's message now read; Carol's screens show neither.
    expect((await inject('POST', `/conversations/${group.id}/read`, bob)).statusCode).toBe(200);
    expect(await nextPoke()).toEqual(sorted(alice, bob));
    // Reading again changes nothing; the tick after it is the poke's only cause.
    expect((await inject('POST', `/conversations/${group.id}/read`, bob)).statusCode).toBe(200);
    expect((await inject('PUT', '/packing/2', carol, { is_checked: true })).statusCode).toBe(200);
    expect(await nextPoke()).toEqual(sorted(carol));
  });

  it('pokes only the camper after a packing tick, alone or in a batch', async () => {
    expect((await inject('PUT', '/packing/3', carol, { is_checked: true })).statusCode).toBe(200);
    expect(await nextPoke()).toEqual(sorted(carol));
    const batch = await inject('POST', '/sync', carol, {
      operations: [{ id: crypto.randomUUID(), method: 'PUT', path: '/packing/4', body: { is_checked: true } }],
    });
    expect(batch.json<{ results: { status: number }[] }>().results.map((r) => r.status)).toEqual([200]);
    expect(await nextPoke()).toEqual(sorted(carol));
  });

  it('pokes everyone after a change everyone reads, and once for a second of writes, whatever they were', async () => {
    expect((await inject('POST', '/rules', organizer, { title: 'Sunscreen', description: 'Every two hours.' })).statusCode).toBe(201);
    expect(await nextPoke()).toBe('everyone');
    expect((await inject('PUT', '/packing/5', carol, { is_checked: true })).statusCode).toBe(200);
    expect((await inject('POST', '/rules', organizer, { title: 'Life jackets', description: 'On the water.' })).statusCode).toBe(201);
    expect(await nextPoke()).toBe('everyone');
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
    expect((await inject('POST', `/conversations/${group.id}/messages`, alice, { content: 'Paddles?', type: 'text' })).statusCode).toBe(
      201,
    );
    expect(await nextPoke()).toEqual(sorted(alice, bob, carol));
    expect((await inject('GET', `/conversations/${group.id}/messages`, bob)).statusCode).toBe(200);
    expect(await nextPoke()).toEqual(sorted(alice, bob));
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
    expect(await nextPoke()).toBe('everyone');
    const job = createStartsSoonJob({ ctx: server.app.ctx, now: () => new Date(start - 10 * 60_000) });
    expect(await job.runOnce()).toEqual({ ran: true, result: 2 });
    expect(await nextPoke()).toEqual(sorted(alice, bob));
    // Run again, it tells nobody and pokes nobody.
    expect(await job.runOnce()).toEqual({ ran: true, result: 0 });
    expect((await inject('PUT', '/packing/9', carol, { is_checked: true })).statusCode).toBe(200);
    expect(await nextPoke()).toEqual(sorted(carol));
  });

  it('pokes everyone after the purge removed someone, and nobody after a purge with no one due', async () => {
    const leaving = await server.user();
    expect((await inject('DELETE', '/users/me', leaving)).statusCode).toBe(200);
    expect(await nextPoke()).toBe('everyone');
    let now = new Date();
    const job = createPurgeJob({ ctx: server.app.ctx, now: () => now });
    expect(await job.runOnce()).toEqual({ ran: true, result: [] });
    expect((await inject('PUT', '/packing/10', carol, { is_checked: true })).statusCode).toBe(200);
    expect(await nextPoke()).toEqual(sorted(carol));
    now = new Date(Date.now() + 31 * 86_400_000);
    expect(await job.runOnce()).toEqual({ ran: true, result: [leaving.id] });
    expect(await nextPoke()).toBe('everyone');
  });
});
