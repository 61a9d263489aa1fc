import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampEvent } from '../../contracts/events.js';
import type { Poll } from '../../contracts/polls.js';
import { bearer, createTestServer, sampleCampClock, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser;
let camper: TestUser;

beforeAll(async () => {
  server = await createTestServer({}, { now: sampleCampClock() });
  admin = await server.user('admin');
  camper = await server.user('camper');
});
afterAll(async () => server.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: TestUser, payload?: object, key?: string) =>
  server.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(who), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });

async function newEvent(capacity: number): Promise<CampEvent> {
  return (await call('POST', '/admin/events', admin, { title: 'Kayaks', event_time: '2025-09-06T17:00:00Z', capacity })).json<CampEvent>();
}

describe('replays with the same Idempotency-Key change nothing', () => {
  it('an RSVP replayed after a cancel answers as before and does not register again', async () => {
    const event = await newEvent(5);
    const first = await call('POST', `/events/${event.id}/register`, camper, { registered: true }, 'rsvp-1');
    expect(first.json<CampEvent>().registration_count).toBe(1);
    await call('DELETE', `/events/${event.id}/register`, camper, { registered: false }, 'rsvp-2');
    const replay = await call('POST', `/events/${event.id}/register`, camper, { registered: true }, 'rsvp-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json<CampEvent>().registration_count).toBe(1);
    const now = (await call('GET', '/events', camper)).json<CampEvent[]>().find((e) => e.id === event.id);
    expect(now).toMatchObject({ registration_count: 0, is_user_registered: false });
  });

  it('a refused RSVP to a full event is replayed as the same 409', async () => {
    const event = await newEvent(1);
    await call('POST', `/events/${event.id}/register`, admin);
    const refused = await call('POST', `/events/${event.id}/register`, camper, { registered: true }, 'full-1');
    expect(refused.statusCode).toBe(409);
    const again = await call('POST', `/events/${event.id}/register`, camper, { registered: true }, 'full-1');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This event is full', code: 'event_full' });
  });

  it('a vote replayed is answered 200 as before (not 409) and still counts once', async () => {
    const poll = (await call('POST', '/admin/polls', admin, { question: 'Swim or hike?', options: ['Swim', 'Hike'] })).json<Poll>();
    const optionId = poll.options[0]!.id;
    const first = await call('POST', `/polls/${poll.id}/vote`, camper, { optionId }, 'vote-1');
    expect(first.statusCode).toBe(200);
    const replay = await call('POST', `/polls/${poll.id}/vote`, camper, { optionId }, 'vote-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.json<Poll>().totalVotes).toBe(1);
    expect((await call('GET', '/polls', camper)).json<Poll[]>().find((p) => p.id === poll.id)?.totalVotes).toBe(1);
    const reused = await call('POST', `/polls/${poll.id}/vote`, camper, { optionId: poll.options[1]!.id }, 'vote-1');
    expect(reused.statusCode).toBe(422);
  });

  it('an admin poll creation replayed creates one poll', async () => {
    const body = { question: 'Replay-safe question?', options: ['Yes', 'No'] };
    const a = await call('POST', '/admin/polls', admin, body, 'create-poll-1');
    const b = await call('POST', '/admin/polls', admin, body, 'create-poll-1');
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json<Poll>().id).toBe(a.json<Poll>().id);
    const all = (await call('GET', '/polls', admin)).json<Poll[]>();
    expect(all.filter((p) => p.question === body.question)).toHaveLength(1);
  });

  it('a batch sent twice through /api/sync (a reconnect retried) registers and votes once', async () => {
    const event = await newEvent(3);
    const poll = (await call('POST', '/admin/polls', admin, { question: 'Batch?', options: ['A', 'B'] })).json<Poll>();
    const operations = [
      { id: 'op-rsvp', method: 'POST', path: `/events/${event.id}/register`, body: { registered: true }, entity: `event-rsvp:${event.id}` },
      {
        id: 'op-vote',
        method: 'POST',
        path: `/polls/${poll.id}/vote`,
        body: { optionId: poll.options[1]!.id },
        entity: `poll-vote:${poll.id}`,
      },
    ];
    const first = await call('POST', '/sync', camper, { operations });
    const second = await call('POST', '/sync', camper, { operations });
    for (const res of [first, second])
      expect(res.json<{ results: { status: number }[] }>().results.map((r) => r.status)).toEqual([200, 200]);
    expect((await call('GET', '/events', camper)).json<CampEvent[]>().find((e) => e.id === event.id)?.registration_count).toBe(1);
    expect((await call('GET', '/polls', camper)).json<Poll[]>().find((p) => p.id === poll.id)?.options[1]?.votes).toBe(1);
  });
});
