// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../contracts/chat';
import { listConversations, listMessages, putConversation, storeMessage } from '../../src/db/chat/chat-store';
import { mutate } from '../../src/db/mutate';
import { watchOutcome, type QueuedState } from '../../src/db/outcomes-repo';
import { storeChanges } from '../../src/db/replica-changes';
import { db, type OutboxRow } from '../../src/db/schema';
import { drainOutbox } from '../../src/outbox/drain';
import { fakeFetch, resetDb, type FakeAnswer } from './support/outbox-fixtures';

const conversation: Conversation = {
  id: 'c1',
  name: 'Canoe crew',
  type: 'group',
  description: null,
  last_message_at: null,
  Members: [],
  Messages: [],
};
const message: Message = {
  id: 'm1',
  conversation_id: 'c1',
  sender_id: 'me',
  content: 'Wrong channel',
  type: 'text',
  created_at: '2026-09-05T10:00:00.000Z',
  read_at: null,
};

beforeEach(async () => {
  await resetDb();
  await putConversation(conversation);
  await storeMessage(message);
});

async function rowIdOf(queued: Promise<OutboxRow | null>): Promise<string> {
  const row = await queued;
  if (!row) throw new Error('nothing was queued');
  return row.id;
}

/** Records every state a queued change goes through, until it ends. */
function follow(rowId: string): { states: QueuedState[]; ended: Promise<void> } {
  const states: QueuedState[] = [];
  const ended = new Promise<void>((resolve) =>
    watchOutcome(rowId, (s) => {
      states.push(s);
      if (s === 'done' || s === 'refused') resolve();
    }),
  );
  return { states, ended };
}

const answering = (answer: FakeAnswer) => fakeFetch(() => answer);

describe('leaving a conversation', () => {
  it('hides it at once, keeps a pull from bringing it back, and is done only when the server confirms', async () => {
    const rowId = await rowIdOf(mutate('chat.leave', { conversationId: 'c1' }));
    expect(await listConversations()).toEqual([]);
    await storeChanges({ table: 'conversations' }, { items: [conversation], deleted: [] }, true, Date.now());
    await putConversation(conversation);
    expect(await listConversations()).toEqual([]);

    const { states, ended } = follow(rowId);
    answering({ status: 200, body: { success: true, message: 'Left conversation successfully' } });
    await drainOutbox();
    await ended;
    expect(states.at(-1)).toBe('done');
    expect(await db.conversations.get('c1')).toBeUndefined();
    expect(await listMessages('c1')).toEqual([]);
  });

  it('comes back when the server refuses, and the change ends refused', async () => {
    const rowId = await rowIdOf(mutate('chat.leave', { conversationId: 'c1' }));
    const { states, ended } = follow(rowId);
    answering({ status: 400, body: { error: 'Direct conversations cannot be left.' } });
    await drainOutbox();
    await ended;
    expect(states.at(-1)).toBe('refused');
    expect((await listConversations()).map((c) => c.id)).toEqual(['c1']);
  });

  it('says it waits while the server cannot be reached', async () => {
    const rowId = await rowIdOf(mutate('chat.leave', { conversationId: 'c1' }));
    const { states } = follow(rowId);
    answering('network-error');
    await drainOutbox();
    await expect.poll(() => states).toContain('waiting');
    expect(await listConversations()).toEqual([]);
  });
});

describe('deleting an own message', () => {
  it('puts the message back when the server refuses', async () => {
    const rowId = await rowIdOf(mutate('chat.delete', { conversationId: 'c1', messageId: 'm1' }));
    expect(await listMessages('c1')).toEqual([]);
    const { states, ended } = follow(rowId);
    answering({ status: 403, body: { error: 'You can only delete your own messages.' } });
    await drainOutbox();
    await ended;
    expect(states.at(-1)).toBe('refused');
    expect((await listMessages('c1')).map((m) => m.id)).toEqual(['m1']);
  });
});
