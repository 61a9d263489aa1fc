import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerNotification } from '../../contracts/notifications.js';
import { eventually } from '../support/e2e-session.js';
import { startPushService, subscribePhone, type PushService } from '../support/push-service.js';
import { createServerWithRoles, type TestServer, type TestUser } from '../support/test-server.js';
import { eventParties } from '../support/event-parties.js';

/** A full event's line: its positions, a join that finds room, and the places freed filled in the same transaction. */
let server: TestServer;
let admin: TestUser;
let push: PushService;

beforeAll(async () => {
  ({ server, admin } = await createServerWithRoles());
  push = await startPushService();
});
afterAll(async () => {
  await push?.close();
  await server?.close();
});

const { act, createEvent, eventAs, inject } = eventParties(
  () => server,
  () => admin,
);

const campers = (n: number) => Promise.all(Array.from({ length: n }, () => server.user('camper')));

async function fullEvent(capacity: number) {
  const event = await createEvent(capacity);
  const going = await campers(capacity);
  for (const c of going) await act(c, 'POST', `/events/${event.id}/register`);
  return { event, going };
}

async function inbox(who: TestUser): Promise<ServerNotification[]> {
  return (await inject('GET', '/notifications', who)).json<ServerNotification[]>();
}

describe('the waitlist of a full event', () => {
  it('tells each their place and everyone the length of the line; joining or leaving twice changes nothing', async () => {
    const { event } = await fullEvent(2);
    const [first, second, reader] = await campers(3);
    expect(await act(first!, 'POST', `/events/${event.id}/waitlist`)).toMatchObject({ waitlist_position: 1, waitlist_count: 1 });
    expect(await act(second!, 'POST', `/events/${event.id}/waitlist`, { adults: 1, children: 1 })).toMatchObject({
      waitlist_position: 2,
      waitlist_count: 2,
      is_user_registered: false,
      party: { adults: 1, children: 1, note: '' },
    });
    expect(await act(first!, 'POST', `/events/${event.id}/waitlist`)).toMatchObject({ waitlist_position: 1, waitlist_count: 2 });
    expect(await eventAs(reader!, event.id)).toMatchObject({ waitlist_position: null, waitlist_count: 2, registration_count: 2 });
    expect(await act(first!, 'DELETE', `/events/${event.id}/waitlist`)).toMatchObject({ waitlist_position: null, waitlist_count: 1 });
    expect(await act(first!, 'DELETE', `/events/${event.id}/waitlist`)).toMatchObject({ waitlist_position: null, waitlist_count: 1 });
    expect(await eventAs(second!, event.id)).toMatchObject({ waitlist_position: 1 });
  });

  it('registers at once a join that finds room for its party, and tells them they are in', async () => {
    const event = await createEvent(3);
    const [early, late] = await campers(2);
    await act(early!, 'POST', `/events/${event.id}/register`);
    expect(await act(late!, 'POST', `/events/${event.id}/waitlist`, { adults: 2 })).toMatchObject({
      is_user_registered: true,
      registration_count: 3,
      waitlist_position: null,
      waitlist_count: 0,
    });
    expect((await inbox(late!)).filter((n) => n.title === "You're in: Canoe Trip")).toHaveLength(1);
  });

  it('registers the first in line in the cancelling transaction: no read sees the place empty; they are told and can cancel', async () => {
    const { event, going } = await fullEvent(2);
    const [waiting] = await campers(1);
    await act(waiting!, 'POST', `/events/${event.id}/waitlist`);
    const reads: number[] = [];
    let cancelled = false;
    const cancel = act(going[0]!, 'DELETE', `/events/${event.id}/register`).finally(() => (cancelled = true));
    const reading = (async () => {
      do reads.push((await eventAs(admin, event.id)).registration_count);
      while (!cancelled);
    })();
    await Promise.all([cancel, reading]);
    expect(reads.length).toBeGreaterThan(0);
    expect(new Set(reads)).toEqual(new Set([2]));
    expect(await eventAs(waiting!, event.id)).toMatchObject({
      is_user_registered: true,
      registration_count: 2,
      waitlist_position: null,
      waitlist_count: 0,
    });
    const notice = (await inbox(waiting!)).find((n) => n.kind === 'waitlistIn');
    expect(notice).toMatchObject({ title: "You're in: Canoe Trip", type: 'success', actionPath: `/events#event-${event.id}` });
    expect(await act(waiting!, 'DELETE', `/events/${event.id}/register`)).toMatchObject({
      is_user_registered: false,
      registration_count: 1,
    });
  });

  it('pushes "You\'re in" to the phone of the one registered from the line, once the cancel is committed', async () => {
    const { event, going } = await fullEvent(1);
    const [waiting] = await campers(1);
    const phone = await subscribePhone(server.app, push, waiting!);
    await act(waiting!, 'POST', `/events/${event.id}/waitlist`);
    // Sent as the outbox sends it: with its key, in the request's own transaction.
    const cancel = await server.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}/register`,
      headers: { authorization: `Bearer ${going[0]!.token}`, 'idempotency-key': 'cancel-1' },
    });
    expect(cancel.statusCode).toBe(200);
    await eventually(async () => phone.received.length === 1, 'the push of "You\'re in"');
    expect(phone.received[0]).toEqual({
      title: "You're in: Canoe Trip",
      body: 'A place freed up: you are registered for Canoe Trip.',
      path: `/events#event-${event.id}`,
    });
  });

  it('skips a party that does not fit for the next that does, and fills from the line when the capacity is raised', async () => {
    const { event } = await fullEvent(2);
    const [family, single] = await campers(2);
    await act(family!, 'POST', `/events/${event.id}/waitlist`, { adults: 2, children: 1 });
    await act(single!, 'POST', `/events/${event.id}/waitlist`);
    const edit = (capacity: number) =>
      inject('PUT', `/admin/events/${event.id}`, admin, { title: event.title, event_time: event.event_time, capacity });
    expect((await edit(3)).statusCode).toBe(200);
    expect(await eventAs(single!, event.id)).toMatchObject({ is_user_registered: true, registration_count: 3 });
    expect(await eventAs(family!, event.id)).toMatchObject({ is_user_registered: false, waitlist_position: 1, waitlist_count: 1 });
    expect((await inbox(family!)).some((n) => n.kind === 'waitlistIn')).toBe(false);
    expect((await edit(6)).statusCode).toBe(200);
    expect(await eventAs(family!, event.id)).toMatchObject({ is_user_registered: true, registration_count: 6, waitlist_count: 0 });
    expect((await inbox(family!)).some((n) => n.title === "You're in: Canoe Trip")).toBe(true);
  });

  it('fills from the line when a party is made smaller', async () => {
    const event = await createEvent(3);
    const [big, waiting] = await campers(2);
    await act(big!, 'POST', `/events/${event.id}/register`, { adults: 3 });
    await act(waiting!, 'POST', `/events/${event.id}/waitlist`);
    await act(big!, 'POST', `/events/${event.id}/register`, { adults: 2 });
    expect(await eventAs(waiting!, event.id)).toMatchObject({ is_user_registered: true, registration_count: 3 });
  });

  it('replays a join and a leave sent with their keys as the same answers', async () => {
    const { event } = await fullEvent(1);
    const [camper] = await campers(1);
    const send = (method: 'POST' | 'DELETE', key: string) =>
      server.app.inject({
        method,
        url: `/api/events/${event.id}/waitlist`,
        headers: { authorization: `Bearer ${camper!.token}`, 'idempotency-key': key },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
    const joined = await send('POST', 'join-1');
    expect(joined.json()).toMatchObject({ waitlist_position: 1 });
    expect((await send('DELETE', 'leave-1')).json()).toMatchObject({ waitlist_position: null, waitlist_count: 0 });
    const replayed = await send('POST', 'join-1');
    expect(replayed.statusCode).toBe(200);
    expect(replayed.body).toBe(joined.body);
    expect(await eventAs(camper!, event.id)).toMatchObject({ waitlist_position: null, waitlist_count: 0 });
  });
});
