import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ChatEvent, Conversation, Message } from '../../contracts/chat.js';
import { buildApp } from '../../server/app.js';
import { bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let second: FastifyInstance;
let alice: TestUser, bob: TestUser, carol: TestUser;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  // A second instance of the server on the same database, as behind a load balancer.
  second = await buildApp({ config: server.config, database: server.database });
  await second.listen({ port: 0, host: '127.0.0.1' });
  [alice, bob, carol] = await Promise.all([server.user(), server.user(), server.user()]);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await second?.close();
  await server?.close();
});

/** A signed-in socket that records every event it receives. */
async function connect(
  app: FastifyInstance,
  who: { token: string },
): Promise<{ events: ChatEvent[]; binaryFrames: number[]; next(type: string): Promise<ChatEvent> }> {
  const { port } = app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${who.token}`);
  sockets.push(ws);
  const events: ChatEvent[] = [];
  // A browser hands the app a binary frame as a Blob, not the string it parses.
  const binaryFrames: number[] = [];
  ws.on('message', (data: Buffer, isBinary: boolean) => {
    if (isBinary) binaryFrames.push(data.length);
    events.push(JSON.parse(data.toString()) as ChatEvent);
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return {
    events,
    binaryFrames,
    async next(type) {
      for (let i = 0; i < 200; i += 1) {
        const found = events.find((e) => e.type === type);
        if (found) return events.splice(events.indexOf(found), 1)[0] as ChatEvent;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no ${type} event arrived`);
    },
  };
}

const post = (who: TestUser, url: string, payload: object = {}) =>
  server.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(who), payload });

describe('the live socket', () => {
  it('closes a socket without a valid token', async () => {
    const { port } = server.app.server.address() as AddressInfo;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=nonsense`);
    const code = await new Promise<number>((resolve) => ws.on('close', (c: number) => resolve(c)));
    expect(code).toBe(4401);
  });

  it('delivers new_message, message_deleted and member_left to both members, and nothing to outsiders', async () => {
    const a = await connect(server.app, alice);
    const b = await connect(server.app, bob);
    const c = await connect(server.app, carol);
    const group = (await post(alice, '/conversations', { type: 'group', name: 'Hikers', member_ids: [bob.id] })).json<Conversation>();
    for (const s of [a, b]) expect(await s.next('conversation_created')).toMatchObject({ conversation: { id: group.id } });

    const sent = (await post(alice, `/conversations/${group.id}/messages`, { content: 'Trail at 10', type: 'text' })).json<Message>();
    for (const s of [a, b])
      expect(await s.next('new_message')).toMatchObject({
        conversation_id: group.id,
        message: { id: sent.id, content: 'Trail at 10', Sender: { id: alice.id } },
      });

    await server.app.inject({ method: 'GET', url: `/api/conversations/${group.id}/messages`, headers: bearer(bob) });
    expect(await a.next('messages_read')).toMatchObject({ conversation_id: group.id, message_ids: [sent.id], reader_id: bob.id });

    await server.app.inject({ method: 'DELETE', url: `/api/conversations/${group.id}/messages/${sent.id}`, headers: bearer(alice) });
    for (const s of [a, b])
      expect(await s.next('message_deleted')).toEqual({ type: 'message_deleted', conversation_id: group.id, message_id: sent.id });

    await post(bob, `/conversations/${group.id}/leave`);
    for (const s of [a, b])
      expect(await s.next('member_left')).toEqual({ type: 'member_left', conversation_id: group.id, user_id: bob.id });
    // Every socket may get the content-free {type:'changed'} poke that asks its phone to pull; nothing else reaches an outsider.
    expect(c.events.filter((e) => (e as { type: string }).type !== 'changed')).toEqual([]);
    // The instance that sent each event delivered it to its own sockets once, not again when the pub/sub echoed it.
    const delivered = ['conversation_created', 'new_message', 'message_deleted', 'member_left'];
    for (const s of [a, b]) expect(s.events.filter((e) => delivered.includes((e as { type: string }).type))).toEqual([]);
  });

  it('delivers a message posted through one server instance to a socket on another', async () => {
    const onSecond = await connect(second, carol);
    const direct = (await post(alice, '/conversations', { type: 'direct', member_ids: [carol.id] })).json<Conversation>();
    const long = 'x'.repeat(4000) + ' é'.repeat(2500);
    expect((await post(alice, `/conversations/${direct.id}/messages`, { content: long, type: 'text' })).statusCode).toBe(201);
    expect(await onSecond.next('new_message')).toMatchObject({ conversation_id: direct.id, message: { content: long.trim() } });
    expect(onSecond.binaryFrames).toEqual([]);
  });

  it('sends every event as a text frame, on the instance that sent it and on another', async () => {
    const here = await connect(server.app, bob);
    const there = await connect(second, bob);
    const direct = (await post(carol, '/conversations', { type: 'direct', member_ids: [bob.id] })).json<Conversation>();
    expect((await post(carol, `/conversations/${direct.id}/messages`, { content: 'Campfire at 8 ✓', type: 'text' })).statusCode).toBe(201);
    for (const s of [here, there]) {
      expect(await s.next('new_message')).toMatchObject({ conversation_id: direct.id, message: { content: 'Campfire at 8 ✓' } });
      expect(s.binaryFrames).toEqual([]);
    }
  });
});
