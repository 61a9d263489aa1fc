import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampEvent } from '../../contracts/events.js';
import { bearer, createServerWithRoles, sampleCampClock, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser;
let organizer: TestUser;
let camper: TestUser;

beforeAll(async () => ({ server, admin, organizer, camper } = await createServerWithRoles({ now: sampleCampClock() })));
afterAll(async () => server.close());

const inject = injectAs(() => server);

async function createEvent(fields: Record<string, unknown> = {}): Promise<CampEvent> {
  const res = await inject('POST', '/admin/events', admin, {
    title: 'Canoe Race',
    description: 'Lake',
    event_time: '2025-09-06T16:00:00.000Z',
    location: 'Dock',
    capacity: 2,
    event_type: 'activity',
    ...fields,
  });
  expect(res.statusCode).toBe(201);
  return res.json<CampEvent>();
}

async function eventAs(who: TestUser, id: string): Promise<CampEvent> {
  const list = (await inject('GET', '/events', who)).json<CampEvent[]>();
  const found = list.find((e) => e.id === id);
  if (!found) throw new Error('event missing');
  return found;
}

describe('GET /events', () => {
  it('lists the sample camp events over 5-7 September 2025, sorted by time, with every field', async () => {
    const res = await inject('GET', '/events', camper);
    expect(res.statusCode).toBe(200);
    const list = res.json<CampEvent[]>();
    expect(list.length).toBeGreaterThanOrEqual(15);
    const times = list.map((e) => e.event_time);
    expect([...times].sort()).toEqual(times);
    expect(new Set(list.map((e) => e.event_type))).toEqual(new Set(['meal', 'activity', 'safety', 'social', 'educational', 'maintenance']));
    expect(list.some((e) => e.capacity === 0 && e.available_spots === null)).toBe(true);
    expect(list.some((e) => e.capacity > 0 && e.capacity <= 6)).toBe(true);
    for (const e of list)
      expect(Object.keys(e).sort()).toEqual(
        [
          'available_spots',
          'capacity',
          'created_at',
          'description',
          'end_time',
          'event_time',
          'event_type',
          'id',
          'is_user_registered',
          'location',
          'party',
          'registration_count',
          'title',
          'waitlist_count',
          'waitlist_position',
        ].sort(),
      );
    const days = new Set(list.map((e) => new Date(e.event_time).toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' })));
    expect(days).toEqual(new Set(['2025-09-05', '2025-09-06', '2025-09-07']));
  });

  it('refuses a visitor without a token', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(401);
  });
});

describe('RSVP', () => {
  it('counts per user and sets state: registering twice or cancelling twice changes nothing', async () => {
    const event = await createEvent({ capacity: 5 });
    const first = await inject('POST', `/events/${event.id}/register`, camper);
    expect(first.statusCode).toBe(200);
    expect(first.json<CampEvent>()).toMatchObject({ registration_count: 1, available_spots: 4, is_user_registered: true });
    expect((await inject('POST', `/events/${event.id}/register`, camper)).json<CampEvent>().registration_count).toBe(1);
    expect(await eventAs(organizer, event.id)).toMatchObject({ registration_count: 1, available_spots: 4, is_user_registered: false });
    const cancel = await inject('DELETE', `/events/${event.id}/register`, camper);
    expect(cancel.json<CampEvent>()).toMatchObject({ registration_count: 0, is_user_registered: false });
    const again = await inject('DELETE', `/events/${event.id}/register`, camper);
    expect(again.statusCode).toBe(200);
    expect(again.json<CampEvent>().registration_count).toBe(0);
  });

  it('refuses a full event with 409 "This event is full"', async () => {
    const event = await createEvent({ capacity: 1 });
    expect((await inject('POST', `/events/${event.id}/register`, organizer)).statusCode).toBe(200);
    const res = await inject('POST', `/events/${event.id}/register`, camper);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'This event is full', code: 'event_full' });
  });

  it('gives the last place to exactly one of two campers asking at once', async () => {
    const event = await createEvent({ capacity: 3 });
    const early = await server.user('camper');
    await inject('POST', `/events/${event.id}/register`, early);
    await inject('POST', `/events/${event.id}/register`, organizer);
    const a = await server.user('camper');
    const b = await server.user('camper');
    const results = await Promise.all([
      inject('POST', `/events/${event.id}/register`, a),
      inject('POST', `/events/${event.id}/register`, b),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await eventAs(camper, event.id)).registration_count).toBe(3);
  });

  it('never overfills under many simultaneous RSVPs', async () => {
    const event = await createEvent({ capacity: 4 });
    const campers = await Promise.all(Array.from({ length: 10 }, () => server.user('camper')));
    const results = await Promise.all(campers.map((c) => inject('POST', `/events/${event.id}/register`, c)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(6);
    expect((await eventAs(camper, event.id)).available_spots).toBe(0);
  });

  it('lets everyone into an unlimited event (capacity 0)', async () => {
    const event = await createEvent({ capacity: 0 });
    const campers = await Promise.all(Array.from({ length: 5 }, () => server.user('camper')));
    const results = await Promise.all(campers.map((c) => inject('POST', `/events/${event.id}/register`, c)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await eventAs(camper, event.id)).toMatchObject({ registration_count: 5, available_spots: null });
  });

  it('answers 404 with a sentence for an unknown or malformed event id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await inject('POST', `/events/${id}/register`, camper);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ error: string }>().error).toMatch(/event/);
    }
  });
});

describe('Event Management', () => {
  it('lets admins and organizers create, edit and delete; empty capacity is 0 and end time is optional', async () => {
    const created = await inject('POST', '/admin/events', organizer, {
      title: 'Pottery',
      description: '',
      event_time: '2025-09-06T18:00:00.000Z',
      location: 'Barn',
      capacity: '',
      event_type: 'workshop',
    });
    expect(created.statusCode).toBe(201);
    const event = created.json<CampEvent>();
    expect(event).toMatchObject({ capacity: 0, end_time: null, event_type: 'workshop' });
    const updated = await inject('PUT', `/admin/events/${event.id}`, admin, {
      title: 'Pottery Wheel',
      description: 'Clay',
      event_time: '2025-09-06T18:00:00.000Z',
      end_time: '2025-09-06T19:00:00.000Z',
      location: 'Barn',
      capacity: 6,
      event_type: 'workshop',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<CampEvent>()).toMatchObject({ title: 'Pottery Wheel', capacity: 6, end_time: '2025-09-06T19:00:00.000Z' });
    expect((await inject('DELETE', `/admin/events/${event.id}`, admin)).statusCode).toBe(200);
    expect((await inject('GET', '/events', camper)).json<CampEvent[]>().some((e) => e.id === event.id)).toBe(false);
    expect((await inject('DELETE', `/admin/events/${event.id}`, admin)).statusCode).toBe(404);
  });

  it('refuses campers', async () => {
    const event = await createEvent();
    const body = { title: 'x', event_time: '2025-09-06T18:00:00.000Z' };
    expect((await inject('POST', '/admin/events', camper, body)).statusCode).toBe(403);
    expect((await inject('PUT', `/admin/events/${event.id}`, camper, body)).statusCode).toBe(403);
    expect((await inject('DELETE', `/admin/events/${event.id}`, camper)).statusCode).toBe(403);
  });

  it('answers bad input with a 400 sentence, never a 500', async () => {
    for (const body of [
      {},
      { title: '', event_time: '2025-09-06T18:00:00Z' },
      { title: 'x', event_time: 'tomorrow-ish' },
      { title: 'x', event_time: '2025-09-06T18:00:00Z', capacity: -1 },
      { title: 'x', event_time: '2025-09-06T18:00:00Z', end_time: '2025-09-06T17:00:00Z' },
    ]) {
      const res = await inject('POST', '/admin/events', admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error.length).toBeGreaterThan(5);
    }
  });
});

describe('delta pulls', () => {
  it('answers ?since= with the events changed since (an RSVP counts) and the ids deleted since', async () => {
    const kept = await createEvent({ capacity: 10 });
    const doomed = await createEvent();
    const full = (await inject('GET', '/events?since=0', camper)).json<{ items: CampEvent[]; deleted: string[]; cursor: string }>();
    expect(full.items.map((e) => e.id)).toContain(kept.id);
    const cursor = String(BigInt(full.cursor) + 5_000_000n); // past the server's safety margin
    await new Promise((r) => setTimeout(r, 20));
    const quiet = (await inject('GET', `/events?since=${cursor}`, camper)).json<{ items: CampEvent[]; deleted: string[] }>();
    expect(quiet).toMatchObject({ items: [], deleted: [] });
    await inject('POST', `/events/${kept.id}/register`, organizer);
    await inject('DELETE', `/admin/events/${doomed.id}`, admin);
    const delta = (await inject('GET', `/events?since=${cursor}`, camper)).json<{ items: CampEvent[]; deleted: string[] }>();
    expect(delta.items.map((e) => [e.id, e.registration_count])).toEqual([[kept.id, 1]]);
    expect(delta.deleted).toEqual([doomed.id]);
  });

  it('answers 304 when the list has not changed', async () => {
    const first = await inject('GET', '/events', camper);
    const again = await server.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { ...bearer(camper), 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('calendar', () => {
  it("serves a private .ics feed of the user's events at the address given to them, and refuses a forged one", async () => {
    const bbq = (await inject('GET', '/events', camper)).json<CampEvent[]>().find((e) => e.title === 'Welcome BBQ Dinner');
    expect((await inject('POST', `/events/${bbq?.id ?? ''}/register`, camper)).statusCode).toBe(200);
    const { url } = (await inject('GET', '/calendar/feed', camper)).json<{ url: string }>();
    expect(url).toMatch(/\/api\/calendar\/[0-9a-f-]{36}\.[\w-]+\.ics$/);
    const res = await server.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/calendar/);
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.body).toContain('SUMMARY:Welcome BBQ Dinner');
    expect(res.body).toContain('DTSTART:20250906T010000Z');
    const forged = new URL(url).pathname.replace(/\.[\w-]+\.ics$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics');
    expect((await server.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
  });
});
