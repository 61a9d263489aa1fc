// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../contracts/chat';
import { listConversations, listMessages } from '../../src/db/chat/chat-store';
import { db } from '../../src/db/schema';
import { applyChatEvent, parseChatEvent } from '../../src/replication/chat-events';

const conversation: Conversation = {
  id: 'c1',
  name: 'Cabin 4',
  type: 'group',
  description: null,
  last_message_at: null,
  Members: [],
  Messages: [],
};
const message = (id: string, at: string): Message => ({
  id,
  conversation_id: 'c1',
  sender_id: 'u1',
  content: `text ${id}`,
  type: 'text',
  created_at: at,
  read_at: null,
});

beforeEach(async () => {
  await Promise.all([db.conversations.clear(), db.messages.clear()]);
  await db.conversations.put(conversation);
});

describe('socket events reach the phone database', () => {
  it('appends a new message and refreshes the list preview, removes a deleted one, and marks read ones', async () => {
    await applyChatEvent({ type: 'new_message', conversation_id: 'c1', message: message('m1', '2026-09-05T10:00:00.000Z') }, 'me');
    await applyChatEvent({ type: 'new_message', conversation_id: 'c1', message: message('m2', '2026-09-05T10:01:00.000Z') }, 'me');
    expect((await listMessages('c1')).map((m) => m.id)).toEqual(['m1', 'm2']);
    expect((await listConversations())[0]?.Messages[0]?.id).toBe('m2');

    await applyChatEvent(
      { type: 'messages_read', conversation_id: 'c1', message_ids: ['m1'], read_at: '2026-09-05T10:05:00.000Z', reader_id: 'u2' },
      'me',
    );
    expect((await listMessages('c1')).map((m) => m.read_at)).toEqual(['2026-09-05T10:05:00.000Z', null]);

    await applyChatEvent({ type: 'message_deleted', conversation_id: 'c1', message_id: 'm2' }, 'me');
    expect((await listMessages('c1')).map((m) => m.id)).toEqual(['m1']);
    expect((await listConversations())[0]?.Messages[0]?.id).toBe('m1');
  });

  it('drops a conversation the user left (on another device) and adds one created with them', async () => {
    await applyChatEvent({ type: 'member_left', conversation_id: 'c1', user_id: 'me' }, 'me');
    expect(await listConversations()).toEqual([]);
    await applyChatEvent({ type: 'conversation_created', conversation: { ...conversation, id: 'c2' } }, 'me');
    expect((await listConversations()).map((c) => c.id)).toEqual(['c2']);
  });

  it('ignores messages it cannot read', () => {
    expect(parseChatEvent('not json')).toBeNull();
    expect(parseChatEvent(JSON.stringify({ type: 'poll_updated' }))).toBeNull();
    expect(parseChatEvent(JSON.stringify({ type: 'message_deleted', conversation_id: 'c1', message_id: 'm1' }))).toMatchObject({
      type: 'message_deleted',
    });
  });
});
