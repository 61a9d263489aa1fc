import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampEvent } from '../../contracts/events.js';
import type { ServerNotification } from '../../contracts/notifications.js';
import type { SyncResponse } from '../../contracts/batch.js';
import { eventually } from '../support/e2e-session.js';
import { startPushService, type PushService, subscribePhone } from '../support/push-service.js';
import { bearer, createServerWithRoles, sampleCampClock, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let push: PushService;
let organizer: TestUser;
beforeAll(async () => {
  ({ server, organizer } = await createServerWithRoles({ now: sampleCampClock() }));
  push = await startPushService();
}, 180_000);
afterAll(async () => {
  await push?.close();
  await server?.close();
});

const call = (who: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(who), ...(payload ? { payload } : {}) });
const inbox = async (who: TestUser) => (await call(who, 'GET', '/notifications')).json<ServerNotification[]>();
const subscribe = (who: TestUser) => subscribePhone(server.app, push, who);
const sync = async (who: TestUser, operations: object[]) => (await call(who, 'POST', '/sync', { operations })).json<SyncResponse>().results;

describe('a queued change the server refused', () => {
  it('reaches every phone of the person who made it, once, naming what was refused and leading to the item', async () => {
    const [first, late, bystander] = [await server.user(), await server.user(), await server.user()];
    const [pocket, tablet, bystanderSub] = [await subscribe(late), await subscribe(late), await subscribe(bystander)];
    const event = (
      await call(organizer, 'POST', '/admin/events', {
        title: 'Night Swim',
        description: 'Secret cove',
        event_time: '2026-07-04T21:00:00.000Z',
        location: 'Lake',
        capacity: 1,
        event_type: 'activity',
      })
    ).json<CampEvent>();
    expect((await call(first, 'POST', `/events/${event.id}/register`)).statusCode).toBeLessThan(300);

    const rsvp = { id: 'outbox-row-7', method: 'POST', path: `/events/${event.id}/register`, entity: `event:${event.id}` };
    const accepted = { id: 'outbox-row-8', method: 'POST', path: `/events/${event.id}/register`, entity: 'other' };
    const [refused, alsoRefused] = await sync(late, [rsvp, accepted]);
    expect(refused?.status).toBe(409);
    expect(alsoRefused?.status).toBe(409);

    const notices = (await inbox(late)).filter((n) => n.title === 'Not saved');
    expect(notices.map((n) => [n.message, n.actionPath, n.type, n.changeId]).sort()).toEqual([
      ['Your change to an event was not saved. This event is full', `/events#event-${event.id}`, 'error', 'outbox-row-7'],
      ['Your change to an event was not saved. This event is full', `/events#event-${event.id}`, 'error', 'outbox-row-8'],
    ]);
    await eventually(async () => pocket.received.length === 2 && tablet.received.length === 2, 'the pushes to both phones');
    expect(pocket.received).toContainEqual({
      title: 'Not saved',
      body: 'Your change to an event was not saved. This event is full',
      path: `/events#event-${event.id}`,
    });
    // No private content: the event's description never travels.
    expect(JSON.stringify(pocket.received)).not.toContain('Secret cove');

    // The phone sends the same change again (its answer was lost): still one notice and no new push.
    await sync(late, [rsvp]);
    expect((await inbox(late)).filter((n) => n.changeId === 'outbox-row-7')).toHaveLength(1);
    // A later refusal's push arrives after any the replay would have sent: there was none.
    const [comment] = await sync(late, [
      { id: 'outbox-row-9', method: 'POST', path: '/posts/00000000-0000-4000-8000-000000000000/comments', body: { content: 'Nice' } },
    ]);
    expect(comment?.status).toBe(404);
    await eventually(
      async () => pocket.received.some((p) => (p as { path: string }).path === '/#post-00000000-0000-4000-8000-000000000000'),
      'the push of the later refusal',
    );
    expect(pocket.received).toHaveLength(3);
    expect(bystanderSub.received).toEqual([]);
    expect(await inbox(bystander)).toEqual([]);
  });

  it('is not told of changes that will be retried or that already happened', async () => {
    const someone = await server.user();
    const results = await sync(someone, [
      // Deleting what is already gone is what the camper wanted.
      { id: 'gone', method: 'DELETE', path: '/posts/00000000-0000-4000-8000-000000000000' },
      // A refused change to the inbox itself makes no notice about the inbox.
      { id: 'inbox', method: 'POST', path: '/notifications/not-an-id/read' },
    ]);
    expect(results.map((r) => r.status)).toEqual([404, 404]);
    expect(await inbox(someone)).toEqual([]);
  });
});
