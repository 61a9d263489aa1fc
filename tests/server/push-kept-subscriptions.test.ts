/**
 * The push subscriptions of a conversation's members are kept between its messages on the embedded database
 * (server/notifications/repository.ts): a phone subscribed between two messages still gets the second one's push.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../contracts/chat.js';
import { eventually } from '../support/e2e-session.js';
import { startPushService, subscribePhone, type PushService } from '../support/push-service.js';
import { createTestServer, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let push: PushService;
let alice: TestUser, bob: TestUser, carol: TestUser;
const as = injectAs(() => server);

beforeAll(async () => {
  server = await createTestServer();
  push = await startPushService();
  [alice, bob, carol] = await Promise.all([server.user(), server.user(), server.user()]);
});
afterAll(async () => {
  await push?.close();
  await server?.close();
});

describe('a conversation’s pushes', () => {
  it('reach a phone subscribed between two of its messages', async () => {
    const chat = (
      await as('POST', '/conversations', alice, { type: 'group', name: 'Canoes', member_ids: [bob.id, carol.id] })
    ).json<Conversation>();
    const bobPhone = await subscribePhone(server.app, push, bob);
    expect((await as('POST', `/conversations/${chat.id}/messages`, alice, { content: 'Paddles at the dock' })).statusCode).toBe(201);
    await eventually(async () => bobPhone.received.length === 1, 'the first push to Bob');

    const carolPhone = await subscribePhone(server.app, push, carol);
    const bobTablet = await subscribePhone(server.app, push, bob);
    expect((await as('POST', `/conversations/${chat.id}/messages`, alice, { content: 'Life jackets too' })).statusCode).toBe(201);
    await eventually(async () => carolPhone.received.length === 1, 'the push to Carol’s new phone');
    await eventually(async () => bobTablet.received.length === 1 && bobPhone.received.length === 2, 'the pushes to both of Bob’s');
  });
});
