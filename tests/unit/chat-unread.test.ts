// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { isOneEmoji, type Conversation, type Message } from '../../contracts/chat';
import { chatUnreadTotal, listConversations, listMessages } from '../../src/db/chat/chat-store';
import { mutate } from '../../src/db/mutate';
import { db } from '../../src/db/schema';
import { setSessionToken } from '../../src/db/auth/session-repo';
import { withReaction } from '../../src/db/chat/chat-rules';
import { applyChatEvent } from '../../src/replication/chat-events';
import { jwtFor } from './support/outbox-fixtures';

const conversation = (id: string): Conversation => ({
  id,
  name: `Cabin ${id}`,
  type: 'group',
  description: null,
  last_message_at: null,
  unread_count: 0,
  last_read_at: null,
  Members: [],
  Messages: [],
});
const message = (id: string, conversationId: string, senderId: string, at: string): Message => ({
  id,
  conversation_id: conversationId,
  sender_id: senderId,
  content: `text ${id}`,
  type: 'text',
  created_at: at,
  read_at: null,
});
const counts = async () => Object.fromEntries((await listConversations()).map((c) => [c.id, c.unread_count]));

beforeEach(async () => {
  await Promise.all([db.conversations.clear(), db.messages.clear(), db.outbox.clear()]);
  await setSessionToken(jwtFor('me'));
  await db.conversations.bulkPut([conversation('c1'), conversation('c2')]);
});

describe('unread counts on the phone', () => {
  it("counts others' messages after the last read, drops at once when read offline, and rises as messages arrive", async () => {
    await db.messages.bulkPut([
      message('m1', 'c1', 'u1', '2026-09-05T10:00:00.000Z'),
      message('m2', 'c1', 'me', '2026-09-05T10:01:00.000Z'),
      message('m3', 'c1', 'u2', '2026-09-05T10:02:00.000Z'),
      message('m4', 'c2', 'u1', '2026-09-05T10:03:00.000Z'),
    ]);
    expect(await counts()).toEqual({ c1: 2, c2: 1 });
    expect(await chatUnreadTotal()).toBe(3);

    // Offline: the read waits in the outbox, and the count is 0 already.
    const row = await mutate('chat.read', { conversationId: 'c1' });
    expect(row?.path).toBe('/conversations/c1/read');
    expect(await counts()).toEqual({ c1: 0, c2: 1 });
    expect(await chatUnreadTotal()).toBe(1);
    // Reading again with nothing new queues nothing more.
    await mutate('chat.read', { conversationId: 'c1' });
    expect(await db.outbox.count()).toBe(1);

    await applyChatEvent(
      { type: 'new_message', conversation_id: 'c1', message: message('m5', 'c1', 'u1', '2026-09-05T10:04:00.000Z') },
      'me',
    );
    expect(await counts()).toEqual({ c1: 1, c2: 1 });
    // Read on the camper's other phone: this one hears it over the socket.
    await applyChatEvent(
      { type: 'messages_read', conversation_id: 'c2', message_ids: ['m4'], read_at: '2026-09-05T10:05:00.000Z', reader_id: 'me' },
      'me',
    );
    expect(await counts()).toEqual({ c1: 1, c2: 0 });
  });

  it('quotes a deleted original as deleted in the replies the phone holds', async () => {
    await db.messages.bulkPut([
      message('m1', 'c1', 'u1', '2026-09-05T10:00:00.000Z'),
      {
        ...message('m2', 'c1', 'me', '2026-09-05T10:01:00.000Z'),
        reply_to: { id: 'm1', sender_name: 'Sam Lee', preview: 'text m1', state: 'text' },
      },
    ]);
    await applyChatEvent({ type: 'message_deleted', conversation_id: 'c1', message_id: 'm1' }, 'me');
    expect((await listMessages('c1')).map((m) => m.reply_to)).toEqual([
      { id: 'm1', sender_name: null, preview: 'This message was deleted', state: 'deleted' },
    ]);
  });

  it('shows reactions from the socket as counts and the camper’s own', async () => {
    await db.messages.put(message('m1', 'c1', 'u1', '2026-09-05T10:00:00.000Z'));
    await applyChatEvent(
      { type: 'reactions_changed', conversation_id: 'c1', message_id: 'm1', reactions: [{ emoji: '👍', user_ids: ['u2', 'me'] }] },
      'me',
    );
    expect((await db.messages.get('m1'))?.reactions).toEqual([{ emoji: '👍', count: 2, mine: true }]);
  });
});

describe('reaction rules', () => {
  it('sets and clears the camper’s own reaction with set semantics', () => {
    const none = withReaction([], '👍', false);
    expect(none).toEqual([]);
    const one = withReaction([], '👍', true);
    expect(one).toEqual([{ emoji: '👍', count: 1, mine: true }]);
    expect(withReaction(one, '👍', true)).toEqual(one);
    expect(withReaction([{ emoji: '👍', count: 2, mine: false }], '👍', true)).toEqual([{ emoji: '👍', count: 3, mine: true }]);
    expect(withReaction(one, '👍', false)).toEqual([]);
  });

  it('takes one emoji only', () => {
    for (const yes of ['👍', '❤️', '👍🏽', '🇫🇷', '👨‍👩‍👧', '1️⃣']) expect(isOneEmoji(yes), yes).toBe(true);
    for (const no of ['', 'a', 'ok', '👍👍', ':)', '👍 ']) expect(isOneEmoji(no), no).toBe(false);
  });
});
