import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampEvent } from '../../contracts/events.js';
import type { ServerNotification } from '../../contracts/notifications.js';
import { noticeText } from '../../contracts/notifications-notices.js';
import { eventually } from '../support/e2e-session.js';
import { startPushService, type PushService, subscribePhone } from '../support/push-service.js';
import { bearer, createServerWithRoles, sampleCampClock, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let push: PushService;
let admin: TestUser;
let organizer: TestUser;
beforeAll(async () => {
  ({ server, admin, organizer } = await createServerWithRoles({ now: sampleCampClock() }));
  push = await startPushService();
}, 180_000);
afterAll(async () => {
  await push?.close();
  await server?.close();
});

const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(who), ...(payload ? { payload } : {}) });
const subscribe = (who: TestUser, language?: string) => subscribePhone(server.app, push, who, language);
const eventInput = {
  title: 'Canoe Trip',
  description: 'Paddle',
  event_time: '2026-07-04T15:00:00.000Z',
  location: 'Dock',
  capacity: 0,
  event_type: 'activity',
};

describe("server notices in each phone's language", () => {
  it('pushes a moved sample event in Spanish, by its Spanish name, to a Spanish phone and in English to another, and keeps kind, values and English in the inbox', async () => {
    const camper = await server.user();
    const spanish = await subscribe(camper, 'es');
    const english = await subscribe(camper);
    const event = (await call(organizer, 'POST', '/admin/events', eventInput)).json<CampEvent>();
    expect((await call(camper, 'POST', `/events/${event.id}/register`)).statusCode).toBeLessThan(300);
    await call(organizer, 'PUT', `/admin/events/${event.id}`, { ...eventInput, event_time: '2026-07-04T18:00:00.000Z' });
    await eventually(async () => spanish.received.length === 1 && english.received.length === 1, 'the pushes of the moved event');
    expect(spanish.received[0]).toEqual({
      title: 'Cambió la hora del evento',
      body: 'Excursión en canoa tiene una nueva hora.',
      path: `/events#event-${event.id}`,
    });
    expect(english.received[0]).toEqual({
      title: 'Event time changed',
      body: 'Canoe Trip has a new time.',
      path: `/events#event-${event.id}`,
    });
    const [notice] = (await call(camper, 'GET', '/notifications')).json<ServerNotification[]>();
    expect(notice).toMatchObject({
      title: 'Event time changed',
      message: 'Canoe Trip has a new time.',
      kind: 'eventMoved',
      params: { event: 'Canoe Trip' },
    });
  });

  it('names an event an organizer named as they wrote it, in a Spanish push', async () => {
    const camper = await server.user();
    const spanish = await subscribe(camper, 'es');
    const input = { ...eventInput, title: 'Canoe Trip to the island' };
    const event = (await call(organizer, 'POST', '/admin/events', input)).json<CampEvent>();
    expect((await call(camper, 'POST', `/events/${event.id}/register`)).statusCode).toBeLessThan(300);
    await call(organizer, 'PUT', `/admin/events/${event.id}`, { ...input, event_time: '2026-07-04T18:00:00.000Z' });
    await eventually(async () => spanish.received.length === 1, 'the push of the moved event');
    expect(spanish.received[0]).toMatchObject({ body: 'Canoe Trip to the island tiene una nueva hora.' });
  });

  it('pushes a refused change in Spanish to a Spanish phone, its reason in the words the app shows, and keeps the code in the inbox', async () => {
    const [first, camper] = [await server.user(), await server.user()];
    const spanish = await subscribe(camper, 'es');
    const french = await subscribe(camper, 'fr');
    const event = (await call(organizer, 'POST', '/admin/events', { ...eventInput, title: 'Night Swim', capacity: 1 })).json<CampEvent>();
    expect((await call(first, 'POST', `/events/${event.id}/register`)).statusCode).toBeLessThan(300);
    const sync = await call(camper, 'POST', '/sync', {
      operations: [{ id: 'row-es', method: 'POST', path: `/events/${event.id}/register`, entity: `event:${event.id}` }],
    });
    expect(sync.json<{ results: { status: number }[] }>().results[0]?.status).toBe(409);
    await eventually(async () => spanish.received.length === 1 && french.received.length === 1, 'the pushes of the refusal');
    const path = `/events#event-${event.id}`;
    expect(spanish.received[0]).toEqual({
      title: 'No guardado',
      body: 'Tu cambio en un evento: no se guardó. Este evento está completo',
      path,
    });
    expect(french.received[0]).toEqual({
      title: 'Non enregistré',
      body: "Votre modification d'un événement : non enregistré. Cet événement est complet",
      path,
    });
    const [notice] = (await call(camper, 'GET', '/notifications')).json<ServerNotification[]>();
    expect(notice).toMatchObject({
      title: 'Not saved',
      message: 'Your change to an event was not saved. This event is full',
      kind: 'changeRefused',
      changeId: 'row-es',
      params: { area: 'event', code: 'event_full' },
    });
  });

  it('follows a phone that changes its language (the same subscription sent again)', async () => {
    const camper = await server.user();
    const sub = await subscribe(camper, 'es');
    expect((await call(camper, 'POST', '/push/subscriptions', { endpoint: sub.endpoint, keys: sub.keys, language: 'fr' })).statusCode).toBe(
      201,
    );
    const created = await call(admin, 'POST', '/admin/polls', { question: 'Pizza ou tacos ?', options: ['Pizza', 'Tacos'] });
    expect(created.statusCode).toBe(201);
    const poll = created.json<{ id: string }>();
    await eventually(
      async () => sub.received.some((p) => (p as { path: string }).path === `/#poll-${poll.id}`),
      'the push of the new poll',
    );
    expect(sub.received).toContainEqual({ title: 'Nouveau sondage', body: 'Pizza ou tacos ?', path: `/#poll-${poll.id}` });
  });

  it('refuses a language the camp does not speak, with a code', async () => {
    const camper = await server.user();
    const sub = push.subscribe();
    const res = await call(camper, 'POST', '/push/subscriptions', { endpoint: sub.endpoint, keys: sub.keys, language: 'de' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_request' });
  });

  it('has every kind in every language, filled with the same values', () => {
    const params = {
      name: '@name',
      conversation: '@conversation',
      event: '@event',
      question: '@question',
      label: '@label',
      reason: '@reason',
    };
    const filled = (text: { title: string; message: string }) =>
      Object.values(params).filter((v) => `${text.title} ${text.message}`.includes(v));
    for (const kind of [
      'message',
      'messageIn',
      'broadcast',
      'broadcastNamed',
      'eventMoved',
      'eventCancelled',
      'newPoll',
      'changeRefused',
    ] as const) {
      for (const language of ['es', 'fr']) expect(filled(noticeText(kind, params, language))).toEqual(filled(noticeText(kind, params)));
    }
  });
});
