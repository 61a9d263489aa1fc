import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household } from '../../contracts/households.js';
import type { ServerNotification } from '../../contracts/notifications.js';
import type { SignupSheet } from '../../contracts/signups.js';
import { eventParties } from '../support/event-parties.js';
import { createServerWithRoles, type TestServer, type TestUser } from '../support/test-server.js';

/**
 * People who answered apart and are then put in one household: its one answer per event is the latest one,
 * the places the other held go to the line, its places in line become one, and its claims one per slot.
 */
let server: TestServer;
let admin: TestUser;

beforeAll(async () => ({ server, admin } = await createServerWithRoles()));
afterAll(async () => server?.close());

const { act, createEvent, eventAs, inject } = eventParties(
  () => server,
  () => admin,
);
const campers = (n: number) => Promise.all(Array.from({ length: n }, () => server.user('camper')));

async function formHousehold(members: TestUser[]): Promise<Household> {
  const res = await inject('POST', '/admin/households', admin, { name: 'The Merged', member_ids: members.map((m) => m.id) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Household>();
}

const inbox = async (who: TestUser) => (await inject('GET', '/notifications', who)).json<ServerNotification[]>();

describe('a household formed of members who answered apart', () => {
  it('keeps the latest RSVP only, and registers the first in line in the places the other held', async () => {
    const event = await createEvent(5);
    const [a, b, third] = await campers(3);
    await act(a!, 'POST', `/events/${event.id}/register`, { adults: 2 });
    await act(b!, 'POST', `/events/${event.id}/register`, { adults: 3 });
    expect(await act(third!, 'POST', `/events/${event.id}/waitlist`, { adults: 2 })).toMatchObject({ waitlist_position: 1 });

    await formHousehold([a!, b!]);
    for (const member of [a!, b!])
      expect(await eventAs(member, event.id)).toMatchObject({ is_user_registered: true, party: { adults: 3, children: 0 } });
    expect(await eventAs(third!, event.id)).toMatchObject({ is_user_registered: true, registration_count: 5, waitlist_count: 0 });
    expect((await inbox(third!)).filter((n) => n.title === `You're in: ${event.title}`)).toHaveLength(1);

    // A member's change is the household's one answer: the places it frees are free for everyone.
    expect(await act(a!, 'POST', `/events/${event.id}/register`, { adults: 1 })).toMatchObject({
      registration_count: 3,
      available_spots: 2,
    });
  });

  it('frees the places for a new RSVP when nobody waits, and takes the answer given last, even a change', async () => {
    const event = await createEvent(5);
    const [a, b, late] = await campers(3);
    await act(a!, 'POST', `/events/${event.id}/register`, { adults: 2 });
    await act(b!, 'POST', `/events/${event.id}/register`, { adults: 3 });
    await act(late!, 'POST', `/events/${event.id}/register`, {}, 409);
    // A changes their answer after B's: theirs is the latest now.
    await act(a!, 'POST', `/events/${event.id}/register`, { adults: 1, note: 'Just me' });

    const made = await formHousehold([b!]);
    const joined = await inject('PUT', `/admin/households/${made.id}`, admin, { member_ids: [a!.id, b!.id] });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await eventAs(b!, event.id)).toMatchObject({ party: { adults: 1, note: 'Just me' }, registration_count: 1, available_spots: 4 });
    expect(await act(late!, 'POST', `/events/${event.id}/register`, { adults: 4 })).toMatchObject({ registration_count: 5 });
  });

  it('makes two places in line one, at the earlier place, with the latest party', async () => {
    const event = await createEvent(1);
    const [holder, a, other, b] = await campers(4);
    await act(holder!, 'POST', `/events/${event.id}/register`);
    await act(a!, 'POST', `/events/${event.id}/waitlist`, { adults: 2 });
    await act(other!, 'POST', `/events/${event.id}/waitlist`);
    await act(b!, 'POST', `/events/${event.id}/waitlist`, { adults: 1, children: 2 });

    await formHousehold([a!, b!]);
    expect(await eventAs(b!, event.id)).toMatchObject({
      waitlist_position: 1,
      waitlist_count: 2,
      party: { adults: 1, children: 2 },
    });
    expect(await eventAs(other!, event.id)).toMatchObject({ waitlist_position: 2 });
  });

  it('stays registered when one member was registered and the other in line', async () => {
    const event = await createEvent(2);
    const [a, other, b] = await campers(3);
    await act(a!, 'POST', `/events/${event.id}/register`, { adults: 2 });
    await act(other!, 'POST', `/events/${event.id}/waitlist`);
    await act(b!, 'POST', `/events/${event.id}/waitlist`);

    await formHousehold([a!, b!]);
    expect(await eventAs(b!, event.id)).toMatchObject({ is_user_registered: true, party: { adults: 2 }, waitlist_count: 1 });
    expect(await eventAs(other!, event.id)).toMatchObject({ waitlist_position: 1 });
  });

  it("keeps one sign-up claim per slot for the household, freeing the other's place", async () => {
    const [a, b] = await campers(2);
    const sheet = (
      await inject('POST', '/admin/signups', admin, { title: 'Potluck', slots: [{ label: 'Salad', capacity: 2 }] })
    ).json<SignupSheet>();
    const slot = sheet.slots[0]?.id ?? '';
    for (const member of [a!, b!])
      expect((await inject('POST', `/signups/${sheet.id}/slots/${slot}/claim`, member, { claimed: true })).statusCode).toBe(200);
    const before = (await inject('GET', '/signups', a!)).json<SignupSheet[]>().find((s) => s.id === sheet.id);
    expect(before?.slots[0]?.taken).toBe(2);

    await formHousehold([a!, b!]);
    for (const member of [a!, b!]) {
      const after = (await inject('GET', '/signups', member)).json<SignupSheet[]>().find((s) => s.id === sheet.id);
      expect(after?.slots[0]).toMatchObject({ taken: 1, takers: ['The Merged'], mine: true });
    }
  });
});
