import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Conversation, ViewingSignal } from '../../contracts/chat.js';
import type { ServerNotification } from '../../contracts/notifications.js';
import { buildApp } from '../../server/app.js';
import { VIEW_LAPSE_MS } from '../../server/live/ws-hub.js';
import { eventually } from '../support/e2e-session.js';
import { startPushService, type PushService, subscribePhone } from '../support/push-service.js';
import { bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let second: FastifyInstance;
let push: PushService;
let alice: TestUser, bob: TestUser, carol: TestUser;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  // A second instance on the same database: a phone's socket may live on either.
  second = await buildApp({ config: server.config, database: server.database });
  await second.listen({ port: 0, host: '127.0.0.1' });
  push = await startPushService();
  [alice, bob, carol] = await Promise.all([server.user(), server.user(), server.user()]);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await push?.close();
  await second?.close();
  await server?.close();
});

const call = (who: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(who), ...(payload ? { payload } : {}) });
const inbox = async (who: TestUser) => (await call(who, 'GET', '/notifications')).json<ServerNotification[]>();
const subscribe = (who: TestUser) => subscribePhone(server.app, push, who);

/** A phone's live socket; `view` says which conversation its screen shows and waits for the server's answer. */
async function phone(app: FastifyInstance, who: TestUser): Promise<{ view(id: string | null): Promise<void> }> {
  const { port } = app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${who.token}`);
  sockets.push(ws);
  const answers: ViewingSignal[] = [];
  ws.on('message', (data: Buffer) => {
    const event = JSON.parse(data.toString()) as { type: string };
    if (event.type === 'viewing') answers.push(event as ViewingSignal);
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return {
    async view(id) {
      const before = answers.length;
      ws.send(JSON.stringify({ type: 'viewing', conversation_id: id } satisfies ViewingSignal));
      await eventually(async () => answers.length > before, 'the server heard the view', 5000);
      expect(answers.at(-1)).toEqual({ type: 'viewing', conversation_id: id });
    },
  };
}

describe('a new message while its conversation is on screen', () => {
  it('is not pushed to a member viewing it on any phone; the others get it; once they look away it pushes again', async () => {
    const [bobSub, carolSub] = [await subscribe(bob), await subscribe(carol)];
    const chat = (
      await call(alice, 'POST', '/conversations', { type: 'group', name: 'Hike', member_ids: [bob.id, carol.id] })
    ).json<Conversation>();
    const other = (await call(alice, 'POST', '/conversations', { type: 'direct', member_ids: [carol.id] })).json<Conversation>();
    // Bob has two phones: the one on the other instance shows the conversation.
    const [bobPocket, bobHand] = [await phone(server.app, bob), await phone(second, bob)];
    await bobPocket.view(null);
    await bobHand.view(chat.id);
    // Carol looks at another conversation: that does not count.
    await (await phone(server.app, carol)).view(other.id);

    expect((await call(alice, 'POST', `/conversations/${chat.id}/messages`, { content: 'Trail starts at 9' })).statusCode).toBe(201);
    await eventually(async () => carolSub.received.length === 1, 'the push to Carol');
    expect(carolSub.received[0]).toMatchObject({ path: `/chat#conversation-${chat.id}` });
    // Bob reads it on screen: no push and no unread notice for what he has just seen.
    expect(bobSub.received).toEqual([]);
    expect((await inbox(bob)).filter((n) => n.actionPath === `/chat#conversation-${chat.id}`)).toEqual([]);
    expect((await inbox(carol)).filter((n) => n.actionPath === `/chat#conversation-${chat.id}`)).toHaveLength(1);

    // Bob's screen goes dark: the next message reaches his phones.
    await bobHand.view(null);
    expect((await call(alice, 'POST', `/conversations/${chat.id}/messages`, { content: 'Bring water' })).statusCode).toBe(201);
    await eventually(async () => bobSub.received.length === 1 && carolSub.received.length === 2, 'the pushes to Bob and Carol');
    expect(bobSub.received[0]).toMatchObject({
      title: expect.stringMatching(/^New message from /) as string,
      path: `/chat#conversation-${chat.id}`,
    });
  });

  it('forgets the view of a phone whose socket closed', async () => {
    const [dave, erin] = [await server.user(), await server.user()];
    const daveSub = await subscribe(dave);
    const chat = (await call(erin, 'POST', '/conversations', { type: 'direct', member_ids: [dave.id] })).json<Conversation>();
    const davePhone = await phone(server.app, dave);
    await davePhone.view(chat.id);
    const socket = sockets.at(-1);
    socket?.close();
    await eventually(async () => socket?.readyState === WebSocket.CLOSED, 'the socket closed');
    await eventually(async () => {
      await call(erin, 'POST', `/conversations/${chat.id}/messages`, { content: 'Are you there?' });
      return (await inbox(dave)).length > 0;
    }, 'a notice once the closed phone no longer counts');
    await eventually(async () => daveSub.received.length > 0, 'the push to Dave');
  });

  it('ignores a viewing signal that is not a conversation id', async () => {
    const { port } = server.app.server.address() as AddressInfo;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${alice.token}`);
    sockets.push(ws);
    const got: string[] = [];
    ws.on('message', (data: Buffer) => got.push(data.toString()));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.send(JSON.stringify({ type: 'viewing', conversation_id: 'not-an-id' }));
    ws.send('ping');
    await eventually(async () => got.includes(JSON.stringify({ type: 'pong' })), 'the pong');
    expect(got.filter((g) => g.includes('viewing'))).toEqual([]);
  });
});

describe('a view announced by an instance that then stops repeating it, as one that crashed', () => {
  it('lapses: once VIEW_LAPSE_MS pass unheard, the member gets the push again', async () => {
    let clock = Date.now();
    // Two instances on one clock the test moves; their timers never fire, the test repeats views itself.
    const hub = { now: () => clock, refreshMs: 24 * 60 * 60 * 1000 };
    const here = await buildApp({ config: server.config, database: server.database, hub });
    const crashing = await buildApp({ config: server.config, database: server.database, hub });
    await here.ready();
    await crashing.listen({ port: 0, host: '127.0.0.1' });
    try {
      const [frank, gina] = [await server.user(), await server.user()];
      const ginaSub = await subscribe(gina);
      const chat = (await call(frank, 'POST', '/conversations', { type: 'direct', member_ids: [gina.id] })).json<Conversation>();
      const send = (content: string) =>
        here.inject({ method: 'POST', url: `/api/conversations/${chat.id}/messages`, headers: bearer(frank), payload: { content } });
      const notices = async () => (await inbox(gina)).filter((n) => n.actionPath === `/chat#conversation-${chat.id}`);
      const heard = () => here.ctx.hub.viewing(chat.id, [gina.id]).has(gina.id);

      await (await phone(crashing, gina)).view(chat.id);
      await eventually(async () => heard(), 'the other instance heard the view');
      clock += VIEW_LAPSE_MS - 1000;
      expect((await send('Lunch at noon')).statusCode).toBe(201);
      expect(await notices()).toEqual([]);

      // While the instance runs it repeats the view, and the view holds past its first lapse.
      await crashing.ctx.hub.refreshViews();
      clock += VIEW_LAPSE_MS - 1000;
      await eventually(async () => heard(), 'the repeated view');

      // Then it stops repeating: after the lapse the view is gone and the push goes out.
      clock += VIEW_LAPSE_MS + 1;
      expect(heard()).toBe(false);
      expect((await send('Are you still there?')).statusCode).toBe(201);
      expect(await notices()).toHaveLength(1);
      await eventually(async () => ginaSub.received.length === 1, 'the push to Gina');
      expect(ginaSub.received[0]).toMatchObject({ path: `/chat#conversation-${chat.id}` });
    } finally {
      await crashing.close();
      await here.close();
    }
  });
});
