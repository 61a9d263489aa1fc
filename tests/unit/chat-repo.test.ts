// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../contracts/chat';
import { listConversations, listMessages, removeMessage, storeMessage } from '../../src/db/chat/chat-store';
import { mutate } from '../../src/db/mutate';
import { storeChanges } from '../../src/db/replica-changes';
import { db } from '../../src/db/schema';
import { drainOutbox } from '../../src/outbox/drain';
import { socketUrl } from '../../src/replication/socket';
import { fakeFetch, resetDb } from './support/outbox-fixtures';

const me = { id: 'me', email: 'me@camp.test', profile: { first_name: 'Maya', last_name: 'Reed', avatar_url: null } };
const conversation: Conversation = {
  id: 'c1',
  name: 'Cabin 4',
  type: 'group',
  description: null,
  last_message_at: null,
  Members: [],
  Messages: [],
};
const message = (id: string, at: string, over: Partial<Message> = {}): Message => ({
  id,
  conversation_id: 'c1',
  sender_id: 'u1',
  content: id,
  type: 'text',
  created_at: at,
  read_at: null,
  ...over,
});

beforeEach(async () => {
  await resetDb();
  await db.conversations.put(conversation);
});

async function send(content: string): Promise<string> {
  const id = crypto.randomUUID();
  await mutate('chat.send', { id, conversationId: 'c1', content, sender: me, createdAt: new Date().toISOString() });
  return id;
}

describe('sending a message', () => {
  it('shows it at once as waiting and queues it in order for its conversation, with its client id', async () => {
    const first = await send('Canoe at 10?');
    const second = await send('Bring paddles');
    const shown = await listMessages('c1');
    expect(shown.map((m) => [m.content, m._pending])).toEqual([
      ['Canoe at 10?', true],
      ['Bring paddles', true],
    ]);
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => [r.entity, r.coalesce, r.method, r.path, r.body])).toEqual([
      ['conversation:c1', 'append', 'POST', '/conversations/c1/messages', { id: first, content: 'Canoe at 10?', type: 'text' }],
      ['conversation:c1', 'append', 'POST', '/conversations/c1/messages', { id: second, content: 'Bring paddles', type: 'text' }],
    ]);
    expect((await listConversations())[0]?.Messages[0]?.content).toBe('Bring paddles');
  });

  it('swaps the waiting copy for the server copy once the server has it', async () => {
    const id = await send('Hello');
    fakeFetch(() => ({ status: 201, body: { ...message(id, '2026-09-05T10:00:00.000Z'), sender_id: 'me', content: 'Hello' } }));
    expect(await drainOutbox()).toMatchObject({ sent: 1 });
    const [stored] = await listMessages('c1');
    expect(stored).toMatchObject({ id, content: 'Hello', created_at: '2026-09-05T10:00:00.000Z' });
    expect(stored?._pending).toBeUndefined();
  });
});

describe('the cached history', () => {
  it('keeps messages in time order, drops deleted ones, and keeps unsent ones on a full refresh', async () => {
    const waiting = await send('not sent yet');
    await storeChanges(
      { table: 'messages' },
      { items: [message('b', '2026-09-05T10:02:00.000Z'), message('a', '2026-09-05T10:01:00.000Z')], deleted: [] },
      true,
      Date.now(),
    );
    expect((await listMessages('c1')).map((m) => m.id)).toEqual(['a', 'b', waiting]);
    await storeChanges({ table: 'messages' }, { items: [], deleted: ['a'] }, false, Date.now());
    await removeMessage('c1', 'b');
    expect((await listMessages('c1')).map((m) => m.id)).toEqual([waiting]);
  });

  it('moves a live message into the list preview', async () => {
    await storeMessage(message('n1', '2026-09-05T11:00:00.000Z', { content: 'Dinner is ready' }));
    const [c] = await listConversations();
    expect(c?.Messages[0]?.content).toBe('Dinner is ready');
    expect(c?.last_message_at).toBe('2026-09-05T11:00:00.000Z');
  });
});

describe('the socket address', () => {
  it('uses the page host and ws or wss by the page protocol', () => {
    expect(socketUrl('t1', { protocol: 'https:', host: 'camp.example.org' })).toBe('wss://camp.example.org/ws?token=t1');
    expect(socketUrl('t1', { protocol: 'http:', host: '127.0.0.1:5173' })).toBe('ws://127.0.0.1:5173/ws?token=t1');
  });
});
