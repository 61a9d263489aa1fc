/**
 * An event that has ended takes no RSVP and no place in line: 409 "This event has ended", judged on
 * the server's clock (moved here). It has ended once its end is past, or an hour after its start when
 * it has no end. Its RSVP and its place in line can still be taken back.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CampEvent } from '../../contracts/events.js';
import type { ServerNotification } from '../../contracts/notifications.js';
import { bearer, createTestServer, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ENDED = { error: 'This event has ended', code: 'event_ended' };

/** The server's clock: each test sets it. */
let clock = Date.now();
let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await createTestServer({}, { now: () => clock });
  admin = await server.user('admin');
});
afterAll(() => server?.close());
beforeEach(() => {
  clock = Date.now();
});

const inject = injectAs(() => server);
const camper = () => server.user('camper');
const at = (ms: number) => new Date(ms).toISOString();

async function createEvent(start: number, end: number | null, capacity = 0): Promise<CampEvent> {
  const res = await inject('POST', '/admin/events', admin, {
    title: 'Ridge Hike',
    event_time: at(start),
    end_time: end === null ? null : at(end),
    capacity,
    event_type: 'activity',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CampEvent>();
}

const eventAs = async (who: TestUser, id: string) => (await inject('GET', '/events', who)).json<CampEvent[]>().find((e) => e.id === id);

describe('an event that has ended', () => {
  it('refuses an RSVP and a place in line with 409 "This event has ended", a minute after its end', async () => {
    const start = clock + HOUR;
    const event = await createEvent(start, start + 2 * HOUR, 1);
    const [going, late] = [await camper(), await camper()];
    expect((await inject('POST', `/events/${event.id}/register`, going)).statusCode).toBe(200);

    clock = start + 2 * HOUR + MINUTE;
    for (const path of ['register', 'waitlist']) {
      const res = await inject('POST', `/events/${event.id}/${path}`, late, {});
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(ENDED);
    }
    // The household already going cannot change its party either.
    const bigger = await inject('POST', `/events/${event.id}/register`, going, { adults: 2 });
    expect(bigger.statusCode).toBe(409);
    expect(bigger.json()).toEqual(ENDED);
    expect(await eventAs(late, event.id)).toMatchObject({ registration_count: 1, is_user_registered: false, waitlist_count: 0 });
  });

  it('still takes RSVPs and places in line while it runs (started, not ended)', async () => {
    const event = await createEvent(clock - 30 * MINUTE, clock + 30 * MINUTE, 1);
    const [first, second] = [await camper(), await camper()];
    expect((await inject('POST', `/events/${event.id}/register`, first)).json()).toMatchObject({ is_user_registered: true });
    expect((await inject('POST', `/events/${event.id}/waitlist`, second, {})).json()).toMatchObject({ waitlist_position: 1 });
  });

  it('without an end time, ends an hour after it starts', async () => {
    const start = clock - 59 * MINUTE;
    const event = await createEvent(start, null);
    expect((await inject('POST', `/events/${event.id}/register`, await camper())).statusCode).toBe(200);
    clock = start + HOUR + MINUTE;
    const late = await inject('POST', `/events/${event.id}/register`, await camper());
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(ENDED);
  });

  it('lets a household take back its RSVP and its place in line; the line is not promoted into an ended event', async () => {
    const start = clock + HOUR;
    const event = await createEvent(start, null, 1);
    const [going, waiting, leaving] = [await camper(), await camper(), await camper()];
    await inject('POST', `/events/${event.id}/register`, going);
    await inject('POST', `/events/${event.id}/waitlist`, waiting, {});
    await inject('POST', `/events/${event.id}/waitlist`, leaving, {});

    clock = start + 2 * HOUR;
    const cancelled = await inject('DELETE', `/events/${event.id}/register`, going);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ is_user_registered: false, registration_count: 0, waitlist_count: 2 });
    expect((await inject('DELETE', `/events/${event.id}/waitlist`, leaving)).json()).toMatchObject({ waitlist_count: 1 });
    // A raised capacity does not fill it from the line either.
    const edited = await inject('PUT', `/admin/events/${event.id}`, admin, { title: 'Ridge Hike', event_time: at(start), capacity: 5 });
    expect(edited.statusCode).toBe(200);
    expect(await eventAs(waiting, event.id)).toMatchObject({ is_user_registered: false, waitlist_position: 1, registration_count: 0 });
    const notices = (await inject('GET', '/notifications', waiting)).json<ServerNotification[]>();
    expect(notices.filter((n) => n.kind === 'waitlistIn')).toEqual([]);
  });

  it('refuses an RSVP queued offline that reaches the server through POST /api/sync after the event ended', async () => {
    const start = clock + HOUR;
    const event = await createEvent(start, start + HOUR);
    const late = await camper();
    clock = start + HOUR + MINUTE;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/sync',
      headers: bearer(late),
      payload: {
        operations: [
          { id: 'rsvp-after-end', method: 'POST', path: `/events/${event.id}/register`, body: {}, entity: `events:${event.id}` },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ results: [{ id: 'rsvp-after-end', status: 409, body: ENDED }] });
    const notices = (await inject('GET', '/notifications', late)).json<ServerNotification[]>();
    expect(notices.find((n) => n.kind === 'changeRefused')).toMatchObject({
      title: 'Not saved',
      message: 'Your change to an event was not saved. This event has ended',
    });
  });
});
