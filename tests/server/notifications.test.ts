import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../contracts/chat.js';
import type { CampEvent } from '../../contracts/events.js';
import type { ServerNotification } from '../../contracts/notifications.js';
import { pushSubscriptions } from '../../server/db/schema/index.js';
import { eventually } from '../support/e2e-session.js';
import { startPushService, type PushService, subscribePhone } from '../support/push-service.js';
import { bearer, createServerWithRoles, sampleCampClock, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let push: PushService;
let admin: TestUser, organizer: TestUser, camper: TestUser;
beforeAll(async () => {
  ({ server, admin, organizer, camper } = await createServerWithRoles({ now: sampleCampClock() }));
  push = await startPushService();
});
afterAll(async () => {
  await push?.close();
  await server?.close();
});

const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(who), ...(payload ? { payload } : {}) });
const inbox = async (who: TestUser) => (await call(who, 'GET', '/notifications')).json<ServerNotification[]>();
const subscribe = (who: TestUser) => subscribePhone(server.app, push, who);
const eventInput = {
  title: 'Canoe Trip',
  description: 'Paddle out',
  event_time: '2026-07-04T16:00:00.000Z',
  location: 'Dock',
  capacity: 10,
  event_type: 'activity',
};

describe('VAPID keys', () => {
  it('are generated once and kept in DATA_DIR, and the public key is served to signed-in people', async () => {
    const res = await call(camper, 'GET', '/push/key');
    const file = path.join(server.config.DATA_DIR, 'vapid-keys.json');
    expect(existsSync(file)).toBe(true);
    expect(res.json()).toEqual({ publicKey: (JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string }).publicKey });
    expect((await server.app.inject({ method: 'GET', url: '/api/push/key' })).statusCode).toBe(401);
  });
});

describe('a new message', () => {
  it("pushes to the other members' phones, encrypted for each subscription, with title and a short line only; the sender gets nothing", async () => {
    const [senderSub, otherSub] = [await subscribe(camper), await subscribe(organizer)];
    const chat = (
      await call(camper, 'POST', '/conversations', { type: 'group', name: 'Canoe crew', member_ids: [organizer.id] })
    ).json<Conversation>();
    const secret = 'The meeting spot is behind the boathouse';
    expect((await call(camper, 'POST', `/conversations/${chat.id}/messages`, { content: secret })).statusCode).toBe(201);
    await eventually(async () => otherSub.received.length === 1, 'the push to the other member');
    const payload = otherSub.received[0] as { title: string; body: string; path: string };
    expect(payload).toEqual({
      title: expect.stringMatching(/^New message from First\d+ Last\d+$/) as string,
      body: expect.stringMatching(/wrote in Canoe crew\.$/) as string,
      path: `/chat#conversation-${chat.id}`,
    });
    expect(JSON.stringify(payload)).not.toContain('boathouse');
    expect(otherSub.authorizations[0]).toMatch(/^vapid t=.+, k=.+/);
    expect(senderSub.received).toEqual([]);
    // The inbox holds it for the other member only.
    expect((await inbox(organizer)).map((n) => n.title)).toContainEqual(payload.title);
    expect((await inbox(camper)).filter((n) => n.actionPath === payload.path)).toEqual([]);
  });

  it('removes a subscription the push service says is gone (410), and one it does not know (404)', async () => {
    const gone = await subscribe(camper);
    gone.status = 410;
    const chat = (await call(organizer, 'POST', '/conversations', { type: 'direct', member_ids: [camper.id] })).json<Conversation>();
    await call(organizer, 'POST', `/conversations/${chat.id}/messages`, { content: 'Hello' });
    const rows = () => server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint));
    await eventually(async () => (await rows()).length === 0, 'the gone subscription removed');
  });
});

describe('events and polls', () => {
  it('tells the people who RSVPed when an event moves or is cancelled, and nobody else', async () => {
    const [going, notGoing] = [await server.user(), await server.user()];
    const goingSub = await subscribe(going);
    const event = (await call(organizer, 'POST', '/admin/events', eventInput)).json<CampEvent>();
    expect((await call(going, 'POST', `/events/${event.id}/register`)).statusCode).toBeLessThan(300);
    await call(organizer, 'PUT', `/admin/events/${event.id}`, { ...eventInput, location: 'North dock' });
    expect(await inbox(going)).toEqual([]);
    await call(organizer, 'PUT', `/admin/events/${event.id}`, { ...eventInput, event_time: '2026-07-04T18:00:00.000Z' });
    expect((await inbox(going)).map((n) => [n.title, n.message, n.actionPath, n.read])).toEqual([
      ['Event time changed', 'Canoe Trip has a new time.', `/events#event-${event.id}`, false],
    ]);
    await eventually(async () => goingSub.received.length === 1, 'the push of the moved event');
    expect(goingSub.received[0]).toEqual({
      title: 'Event time changed',
      body: 'Canoe Trip has a new time.',
      path: `/events#event-${event.id}`,
    });
    await call(organizer, 'DELETE', `/admin/events/${event.id}`);
    // A cancelled event is gone: its notice leads to the schedule, and the notices that led to the event go with it.
    expect((await inbox(going)).map((n) => [n.title, n.actionPath])).toEqual([['Event cancelled', '/events']]);
    expect(await inbox(notGoing)).toEqual([]);
    expect(await inbox(organizer)).toEqual(expect.not.arrayContaining([expect.objectContaining({ title: 'Event cancelled' })]));
  });

  it('tells everyone of a new poll except the admin who made it', async () => {
    const someone = await server.user();
    const poll = (await call(admin, 'POST', '/admin/polls', { question: 'Pizza or tacos?', options: ['Pizza', 'Tacos'] })).json<{
      id: string;
    }>();
    expect((await inbox(someone)).map((n) => [n.title, n.message, n.actionPath])).toContainEqual([
      'New poll',
      'Pizza or tacos?',
      `/#poll-${poll.id}`,
    ]);
    expect((await inbox(admin)).filter((n) => n.title === 'New poll')).toEqual([]);
  });

  it('tells the members of a broadcast', async () => {
    const member = await server.user();
    const b = (
      await call(organizer, 'POST', '/conversations', { type: 'broadcast', name: 'Camp news', member_ids: [member.id] })
    ).json<Conversation>();
    await call(organizer, 'POST', `/conversations/${b.id}/messages`, { content: 'Dinner moved' });
    expect((await inbox(member)).map((n) => [n.title, n.actionPath])).toContainEqual([
      'Broadcast: Camp news',
      `/chat#conversation-${b.id}`,
    ]);
  });
});

describe('the inbox', () => {
  it('marks read, removes and clears only the person’s own notices, and the pull carries the changes', async () => {
    const [me, other] = [await server.user(), await server.user()];
    const chat = (await call(other, 'POST', '/conversations', { type: 'direct', member_ids: [me.id] })).json<Conversation>();
    for (const content of ['one', 'two', 'three']) await call(other, 'POST', `/conversations/${chat.id}/messages`, { content });
    const [a, b, c] = await inbox(me);
    if (!a || !b || !c) throw new Error('three notices expected');
    const { cursor } = (await call(me, 'GET', '/pull')).json<{ cursor: string }>();
    expect((await call(other, 'POST', `/notifications/${a.id}/read`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/notifications/${a.id}`)).json()).toEqual({ removed: 0 });
    expect((await call(me, 'POST', '/notifications/not-an-id/read')).json()).toEqual({
      error: 'This notification was not found.',
      code: 'notification_not_found',
    });
    expect((await call(me, 'POST', `/notifications/${a.id}/read`)).json<ServerNotification>()).toMatchObject({
      id: a.id,
      read: true,
      source: 'server',
    });
    expect((await call(me, 'DELETE', `/notifications/${b.id}`)).json()).toEqual({ removed: 1 });
    const delta = (await call(me, 'GET', `/pull?cursor=${cursor}`)).json<{
      tables: Record<string, { items: ServerNotification[]; deleted: string[] }>;
    }>();
    // The cursor overlaps a few seconds, so untouched recent notices may come again: what matters is the change.
    const items = delta.tables.notifications?.items ?? [];
    expect(items.find((n) => n.id === a.id)?.read).toBe(true);
    expect(items.map((n) => n.id)).not.toContain(b.id);
    expect(delta.tables.notifications?.deleted).toEqual([b.id]);
    expect((await call(me, 'POST', '/notifications/clear', { before: 'yesterday' })).statusCode).toBe(400);
    expect((await call(me, 'POST', '/notifications/read-all', { before: new Date().toISOString() })).json()).toEqual({ updated: 1 });
    expect((await call(me, 'POST', '/notifications/clear', { before: new Date().toISOString() })).json()).toEqual({ removed: 2 });
    expect(await inbox(me)).toEqual([]);
  });

  it("takes a deleted poll's and event's notices out of every inbox, and the pull tells the phones", async () => {
    const [me, you] = [await server.user(), await server.user()];
    const poll = (await call(admin, 'POST', '/admin/polls', { question: 'Pizza or tacos?', options: ['Pizza', 'Tacos'] })).json<{
      id: string;
    }>();
    const event = (await call(admin, 'POST', '/admin/events', { ...eventInput, title: 'Lake Swim' })).json<CampEvent>();
    expect((await call(me, 'POST', `/events/${event.id}/register`)).statusCode).toBe(200);
    expect(
      (await call(admin, 'PUT', `/admin/events/${event.id}`, { ...eventInput, title: 'Lake Swim', event_time: '2026-07-04T17:00:00.000Z' }))
        .statusCode,
    ).toBe(200);
    const leadsTo = (path: string) => (n: ServerNotification) => n.actionPath === path;
    const pollNotice = (await inbox(you)).find(leadsTo(`/#poll-${poll.id}`));
    const movedNotice = (await inbox(me)).find(leadsTo(`/events#event-${event.id}`));
    expect([pollNotice?.title, movedNotice?.title]).toEqual(['New poll', 'Event time changed']);
    const { cursor } = (await call(you, 'GET', '/pull')).json<{ cursor: string }>();

    expect((await call(admin, 'DELETE', `/admin/polls/${poll.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/admin/events/${event.id}`)).statusCode).toBe(200);
    expect((await inbox(you)).filter(leadsTo(`/#poll-${poll.id}`))).toEqual([]);
    const mine = await inbox(me);
    expect(mine.filter(leadsTo(`/events#event-${event.id}`))).toEqual([]);
    // The cancellation itself stays: it is news about the deletion, not a way into what is gone.
    expect(mine.map((n) => n.title)).toContain('Event cancelled');
    const delta = (await call(you, 'GET', `/pull?cursor=${cursor}`)).json<{ tables: Record<string, { deleted: string[] }> }>();
    expect(delta.tables.notifications?.deleted).toContain(pollNotice?.id);
  });

  it('refuses a push address that is not https, with a sentence', async () => {
    const res = await call(camper, 'POST', '/push/subscriptions', { endpoint: 'http://example.com/x', keys: { p256dh: 'a', auth: 'b' } });
    expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([400, expect.stringContaining('https') as string]);
  });
});
