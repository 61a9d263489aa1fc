import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../contracts/chat';
import { listConversations, listMessages, storeMessage } from '../../src/db/chat/chat-store';
import { mutate } from '../../src/db/mutate';
import { db } from '../../src/db/schema';
import { drainOutbox } from '../../src/outbox/drain';
import { cabin, firstMessage, me, seedCamp, setOnline } from './support/camp-seed';
import { batchAware, fakeFetch, jwtFor, type FakeRequest } from './support/outbox-fixtures';

const at = '2025-09-05T12:00:00.000Z';
const sam = { id: 'u1', first_name: 'Sam', last_name: 'Camper', email: 'sam@camp.test', role: 'camper' as const, avatar_url: null };
const samAsMember = {
  user_id: 'u1',
  User: { id: 'u1', email: sam.email, profile: { first_name: 'Sam', last_name: 'Camper', avatar_url: null } },
};

/** The server: a new conversation is stored under the id it names (or `existing` for a direct one), messages are echoed. */
function server(existing?: string): FakeRequest[] {
  return fakeFetch(
    batchAware((req) => {
      const body = req.body as { id: string; name?: string; type?: Conversation['type']; content?: string };
      if (req.path === '/conversations') {
        const created: Conversation = { ...cabin, id: existing ?? body.id, name: body.name ?? null, type: body.type ?? 'group' };
        return { status: existing ? 200 : 201, body: { ...created, Members: [{ user_id: 'me' }, { user_id: 'u1' }] } };
      }
      const conversationId = /^\/conversations\/([^/]+)\/messages$/.exec(req.path)?.[1] ?? '';
      const message: Message = {
        id: body.id,
        conversation_id: conversationId,
        sender_id: 'me',
        content: body.content ?? '',
        type: 'text',
        created_at: at,
        read_at: null,
      };
      return { status: 201, body: message };
    }),
  );
}

const send = (conversationId: string, id: string, content: string) =>
  mutate('chat.send', { id, conversationId, content, sender: me, createdAt: at });

beforeEach(async () => {
  await seedCamp(jwtFor('me'));
  await db.users.put(sam);
});
afterEach(() => setOnline(true));

describe('a conversation started without signal', () => {
  it('shows at once with its messages, then reaches the server once, before the messages typed into it', async () => {
    setOnline(false);
    await mutate('chat.start', { id: 'c9', name: 'Canoe crew', type: 'group', description: null, member_ids: ['u1'], creator: me });
    await send('c9', 'm2', 'Paddles?');
    await send('c9', 'm3', 'Life jackets!');
    expect(await db.conversations.get('c9')).toMatchObject({
      name: 'Canoe crew',
      Members: [{ user_id: 'me' }, samAsMember],
      _pending: true,
    });
    expect((await listMessages('c9')).map((m) => [m.content, m._pending])).toEqual([
      ['Paddles?', true],
      ['Life jackets!', true],
    ]);
    expect(await drainOutbox()).toMatchObject({ offline: true, waiting: 3 });

    setOnline(true);
    const calls = server();
    // The conversation first (its answer may move what follows), then the messages in one batch.
    expect(await drainOutbox()).toMatchObject({ sent: 3, refused: 0, waiting: 0, requests: 2 });
    expect(calls.map((c) => c.path)).toEqual(['/conversations', '/sync']);
    expect(calls[0]?.body).toEqual({ id: 'c9', name: 'Canoe crew', type: 'group', member_ids: ['u1'], description: null });
    expect(calls[0]?.headers['idempotency-key']).toBeTruthy();
    const stored = await db.conversations.get('c9');
    expect(stored).toMatchObject({ name: 'Canoe crew', Members: [{ user_id: 'me' }, { user_id: 'u1' }] });
    expect(stored?._pending).toBeUndefined();
    expect((await listMessages('c9')).map((m) => [m.content, m._pending])).toEqual([
      ['Paddles?', undefined],
      ['Life jackets!', undefined],
    ]);
  });

  it('that the server already had (the same two people started it on both phones) moves what follows to the server’s', async () => {
    setOnline(false);
    await mutate('chat.start', { id: 'mine', name: null, type: 'direct', description: null, member_ids: ['u1'], creator: me });
    await send('mine', 'm2', 'Hi Sam');
    setOnline(true);
    const calls = server('theirs');
    expect(await drainOutbox()).toMatchObject({ sent: 2, refused: 0, waiting: 0 });
    expect(calls.map((c) => c.path)).toEqual(['/conversations', '/conversations/theirs/messages']);
    expect(await db.conversations.get('mine')).toBeUndefined();
    expect((await listConversations()).map((c) => c.id)).toContain('theirs');
    expect((await listMessages('theirs')).map((m) => [m.content, m._pending])).toEqual([['Hi Sam', undefined]]);
  });
});

describe('reading a conversation', () => {
  it('shows others’ messages read at once, offline too, and tells the server once', async () => {
    await storeMessage({ ...firstMessage, id: 'm9', sender_id: 'u1', content: 'Bring paddles' });
    setOnline(false);
    expect(await mutate('chat.read', { conversationId: 'c1' })).toMatchObject({ path: '/conversations/c1/read', body: undefined });
    expect((await listMessages('c1')).map((m) => [m.id, Boolean(m.read_at)])).toEqual([
      ['m1', false],
      ['m9', true],
    ]);
    // Opened again before there was signal: nothing new to read, nothing more to send.
    expect(await mutate('chat.read', { conversationId: 'c1' })).toBeNull();
    setOnline(true);
    const calls = fakeFetch(() => ({ status: 200, body: { success: true } }));
    expect(await drainOutbox()).toMatchObject({ sent: 1, waiting: 0 });
    expect(calls.map((c) => [c.method, c.path])).toEqual([['POST', '/conversations/c1/read']]);
  });

  it('sends nothing when every message there is read, or the camper’s own', async () => {
    expect(await mutate('chat.read', { conversationId: 'c1' })).toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });
});
