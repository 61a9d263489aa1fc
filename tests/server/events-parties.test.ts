import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventGuests } from '../../contracts/events-guests.js';
import { createServerWithRoles, type TestServer, type TestUser } from '../support/test-server.js';
import { eventParties } from '../support/event-parties.js';

/** An RSVP counts people (adults and children) against the capacity, and one member's RSVP is the household's. */
let server: TestServer;
let admin: TestUser;
let organizer: TestUser;

beforeAll(async () => ({ server, admin, organizer } = await createServerWithRoles()));
afterAll(async () => server.close());

const { act, createEvent, eventAs, household, inject } = eventParties(
  () => server,
  () => admin,
);

describe('an RSVP counted in people', () => {
  it('counts one adult without a body, the party with one, and refuses a party of 3 into 2 free places', async () => {
    const event = await createEvent(5);
    const [alone, family, trio, pair] = await Promise.all([1, 2, 3, 4].map(() => server.user('camper')));
    expect(await act(alone!, 'POST', `/events/${event.id}/register`)).toMatchObject({
      registration_count: 1,
      party: { adults: 1, children: 0, note: '' },
    });
    const mine = await act(family!, 'POST', `/events/${event.id}/register`, { adults: 1, children: 1, note: ' No nuts ' });
    expect(mine).toMatchObject({ registration_count: 3, available_spots: 2, is_user_registered: true });
    expect(mine.party).toEqual({ adults: 1, children: 1, note: 'No nuts' });
    const refused = await inject('POST', `/events/${event.id}/register`, trio!, { adults: 2, children: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'This event is full', code: 'event_full' });
    expect(await eventAs(trio!, event.id)).toMatchObject({ registration_count: 3, is_user_registered: false, party: null });
    expect(await act(pair!, 'POST', `/events/${event.id}/register`, { adults: 2 })).toMatchObject({
      registration_count: 5,
      available_spots: 0,
    });
  });

  it('changes a party: a bigger one is checked against the capacity, a replay or a body-less RSVP changes nothing', async () => {
    const event = await createEvent(4);
    const [parent, other] = await Promise.all([server.user('camper'), server.user('camper')]);
    await act(parent, 'POST', `/events/${event.id}/register`, { adults: 2, children: 1, note: 'Vegetarian' });
    await act(other, 'POST', `/events/${event.id}/register`);
    await act(parent, 'POST', `/events/${event.id}/register`, { children: 2 }, 409);
    expect(await act(parent, 'POST', `/events/${event.id}/register`)).toMatchObject({
      registration_count: 4,
      party: { adults: 2, children: 1, note: 'Vegetarian' },
    });
    expect(await act(parent, 'POST', `/events/${event.id}/register`, { adults: 1, children: 1 })).toMatchObject({
      registration_count: 3,
      party: { adults: 1, children: 1, note: 'Vegetarian' },
    });
    expect(await act(parent, 'POST', `/events/${event.id}/register`, { adults: 1, children: 1 })).toMatchObject({ registration_count: 3 });
  });

  it.each([
    [{ adults: 0 }, 'adults: At least one adult must come'],
    [{ children: -1 }, 'children: Children cannot be negative'],
    [{ adults: 21 }, 'adults'],
    [{ children: 21 }, 'children'],
    [{ adults: 1.5 }, 'adults: Adults must be a whole number'],
    [{ note: 'x'.repeat(301) }, 'note'],
  ])('refuses the party %j with a sentence', async (body, says) => {
    const event = await createEvent(0);
    const res = await inject('POST', `/events/${event.id}/register`, admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(says);
    expect((await eventAs(admin, event.id)).registration_count).toBe(0);
  });
});

describe("a household's RSVP", () => {
  it('is seen by every member, changed or cancelled by any of them, and counted once', async () => {
    const event = await createEvent(10);
    const [mum, dad, neighbour] = await Promise.all([server.user('camper'), server.user('camper'), server.user('camper')]);
    await household([mum, dad], 2);
    await act(mum, 'POST', `/events/${event.id}/register`, { adults: 2, children: 2, note: 'Gluten free' });
    expect(await eventAs(dad, event.id)).toMatchObject({
      is_user_registered: true,
      registration_count: 4,
      party: { adults: 2, children: 2, note: 'Gluten free' },
    });
    expect(await eventAs(neighbour, event.id)).toMatchObject({ is_user_registered: false, registration_count: 4, party: null });
    // The other member answering again is the same RSVP: it counts once.
    expect(await act(dad, 'POST', `/events/${event.id}/register`)).toMatchObject({ registration_count: 4 });
    expect(await act(dad, 'POST', `/events/${event.id}/register`, { children: 1 })).toMatchObject({ registration_count: 3 });
    expect((await eventAs(mum, event.id)).party).toEqual({ adults: 2, children: 1, note: 'Gluten free' });
    expect(await act(dad, 'DELETE', `/events/${event.id}/register`)).toMatchObject({ registration_count: 0, is_user_registered: false });
    expect(await eventAs(mum, event.id)).toMatchObject({ is_user_registered: false, party: null });
  });

  it('counts once when two members answer at the same moment', async () => {
    const event = await createEvent(0);
    const [a, b] = await Promise.all([server.user('camper'), server.user('camper')]);
    await household([a, b]);
    await Promise.all([
      act(a, 'POST', `/events/${event.id}/register`, { adults: 2 }),
      act(b, 'POST', `/events/${event.id}/register`, { adults: 2 }),
    ]);
    expect(await eventAs(a, event.id)).toMatchObject({ registration_count: 2, is_user_registered: true });
  });
});

describe("a meal's guests", () => {
  it('shows organizers and admins the people coming and their dietary notes, and nobody else', async () => {
    const meal = await createEvent(0, 'Pancake Breakfast');
    const parent = await server.user('camper', { firstName: 'Ana', lastName: 'Rivers', dietaryRestrictions: 'Vegetarian' });
    const partner = await server.user('camper', { firstName: 'Ben', lastName: 'Rivers', dietaryRestrictions: 'Peanut allergy' });
    await household([parent, partner]);
    await act(parent, 'POST', `/events/${meal.id}/register`, { adults: 2, children: 3, note: 'One high chair' });
    await act(organizer, 'POST', `/events/${meal.id}/register`);
    for (const who of [organizer, admin]) {
      const res = await inject('GET', `/admin/events/${meal.id}/guests`, who);
      expect(res.statusCode).toBe(200);
      const guests = res.json<EventGuests>();
      expect(guests).toMatchObject({ people: 6, adults: 3, children: 3 });
      expect(guests.parties.find((p) => p.name === 'Ana Rivers')).toEqual({
        name: 'Ana Rivers',
        adults: 2,
        children: 3,
        note: 'One high chair',
        dietary: [
          { name: 'Ana Rivers', restrictions: 'Vegetarian' },
          { name: 'Ben Rivers', restrictions: 'Peanut allergy' },
        ],
      });
    }
    const refused = await inject('GET', `/admin/events/${meal.id}/guests`, partner);
    expect(refused.statusCode).toBe(403);
    expect(JSON.stringify(await eventAs(partner, meal.id))).not.toContain('Peanut');
  });
});
