import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampEvent } from '../../contracts/events.js';
import { createServerWithRoles, sampleCampClock, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser;
let camper: TestUser;

beforeAll(async () => ({ server, admin, camper } = await createServerWithRoles({ now: sampleCampClock() })));
afterAll(async () => server.close());

const inject = injectAs(() => server);
const schedule = async (who: TestUser) => (await inject('GET', '/events', who)).json<CampEvent[]>();
const find = async (who: TestUser, id: string) => (await schedule(who)).find((e) => e.id === id);

/** GET /events answers from a schedule kept per change stamp: every kind of change must show at once. */
describe('the schedule a rush of campers reads', () => {
  it('shows each change at once: a new event, an edit, an RSVP and its cancel, a camper leaving, a deletion', async () => {
    const before = await schedule(camper);
    const created = (
      await inject('POST', '/admin/events', admin, {
        title: 'Night Hike',
        event_time: '2025-09-06T03:00:00.000Z',
        location: 'Trailhead',
        capacity: 3,
      })
    ).json<CampEvent>();
    expect((await schedule(camper)).length).toBe(before.length + 1);

    await inject('PUT', `/admin/events/${created.id}`, admin, {
      title: 'Night Hike (moved)',
      event_time: '2025-09-06T04:00:00.000Z',
      location: 'Trailhead',
      capacity: 3,
    });
    expect((await find(camper, created.id))?.title).toBe('Night Hike (moved)');

    await inject('POST', `/events/${created.id}/register`, camper);
    expect(await find(camper, created.id)).toMatchObject({ registration_count: 1, available_spots: 2, is_user_registered: true });
    // Another camper reads the same snapshot, with their own RSVP state.
    expect(await find(admin, created.id)).toMatchObject({ registration_count: 1, is_user_registered: false });

    const leaving = await server.user('camper');
    await inject('POST', `/events/${created.id}/register`, leaving);
    expect((await find(camper, created.id))?.registration_count).toBe(2);
    expect((await inject('DELETE', `/admin/users/${leaving.id}`, admin)).statusCode).toBe(200);
    expect((await find(camper, created.id))?.registration_count).toBe(1);

    await inject('DELETE', `/events/${created.id}/register`, camper);
    expect(await find(camper, created.id)).toMatchObject({ registration_count: 0, is_user_registered: false });

    await inject('DELETE', `/admin/events/${created.id}`, admin);
    expect(await find(camper, created.id)).toBeUndefined();
    expect((await schedule(camper)).length).toBe(before.length);
  });

  it('answers campers reading at once with the same list, each with their own RSVP', async () => {
    const [first] = await schedule(camper);
    if (!first) throw new Error('no events');
    const campers = await Promise.all(Array.from({ length: 20 }, () => server.user('camper')));
    await inject('POST', `/events/${first.id}/register`, campers[0] ?? camper);
    const lists = await Promise.all(campers.map((c) => schedule(c)));
    expect(new Set(lists.map((l) => l.length)).size).toBe(1);
    expect(lists.map((l) => l.find((e) => e.id === first.id)?.is_user_registered)).toEqual(campers.map((_, i) => i === 0));
  });
});
