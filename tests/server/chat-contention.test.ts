import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../contracts/chat.js';
import { conversations, messages } from '../../server/db/schema/index.js';
import { bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let alice: TestUser, bob: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  [alice, bob] = await Promise.all([server.user(), server.user()]);
});
afterAll(async () => server.close());

const call = (who: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(who), ...(payload ? { payload } : {}) });

describe('chat under a rush: no row every sender rewrites, no write on a plain read', () => {
  it('leaves the conversation row alone when messages arrive, yet lists, orders and pulls by the newest message', async () => {
    const chat = (await call(alice, 'POST', '/conversations', { type: 'group', name: 'Canoe', member_ids: [bob.id] })).json<Conversation>();
    const [before] = await server.database.db.select().from(conversations).where(eq(conversations.id, chat.id));
    const { cursor } = (await call(bob, 'GET', '/pull?cursor=0')).json<{ cursor: string }>();
    const sent: Message[] = [];
    for (const content of ['Paddles?', 'At the dock', 'Now!'])
      sent.push((await call(alice, 'POST', `/conversations/${chat.id}/messages`, { content, type: 'text' })).json<Message>());
    const [after] = await server.database.db.select().from(conversations).where(eq(conversations.id, chat.id));
    expect(after?.updatedAt.getTime()).toBe(before?.updatedAt.getTime());
    expect(after?.lastMessageAt).toEqual(before?.lastMessageAt);
    expect(new Set(sent.map((m) => m.created_at)).size).toBe(3);
    const listed = (await call(bob, 'GET', '/conversations')).json<Conversation[]>();
    expect(listed[0]?.id).toBe(chat.id);
    expect(listed[0]?.last_message_at).toBe(sent[2]?.created_at);
    const pulled = (await call(bob, 'GET', `/pull?cursor=${cursor}`)).json<{
      tables: Record<string, { items?: { id: string; last_message_at?: string }[] }>;
    }>();
    expect(pulled.tables.conversations?.items?.find((c) => c.id === chat.id)?.last_message_at).toBe(sent[2]?.created_at);
  });

  it('marks messages read once; reading again with nothing new changes no row', async () => {
    const chat = (await call(alice, 'POST', '/conversations', { type: 'direct', member_ids: [bob.id] })).json<Conversation>();
    await call(alice, 'POST', `/conversations/${chat.id}/messages`, { content: 'Hi Bob', type: 'text' });
    await call(bob, 'GET', `/conversations/${chat.id}/messages`);
    const [first] = await server.database.db.select().from(messages).where(eq(messages.conversationId, chat.id));
    expect(first?.readAt).toBeTruthy();
    await call(bob, 'GET', `/conversations/${chat.id}/messages`);
    const [again] = await server.database.db.select().from(messages).where(eq(messages.conversationId, chat.id));
    expect(again?.readAt?.getTime()).toBe(first?.readAt?.getTime());
  });
});
