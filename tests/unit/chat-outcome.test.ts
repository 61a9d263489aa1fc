import { beforeEach, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../contracts/chat';
import { watchQueued, type QueuedState } from '../../src/db/chat-outcome';
import { deleteOwnMessage, hasLeft, hasMessage, leaveConversation, listConversations, listMessages, putConversation, storeMessage } from '../../src/db/chat-repo';
import { storePulled } from '../../src/db/pull-repo';
import { db } from '../../src/db/schema';
import { drainOutbox } from '../../src/sync/drain';
import { fakeFetch, resetDb, type FakeAnswer } from './support/outbox-fixtures';

const conversation: Conversation = { id: 'c1', name: 'Canoe crew', type: 'group', description: null, last_message_at: null, Members: [], Messages: [] };
const message: Message = { id: 'm1', conversation_id: 'c1', sender_id: 'me', content: 'Wrong channel', type: 'text', created_at: '2026-09-05T10:00:00.000Z', read_at: null };

beforeEach(async () => {
  await resetDb();
  await putConversation(conversation);
  await storeMessage(message);
});

/** Records every state a queued change goes through, until it ends. */
function follow(rowId: string, isDone: () => Promise<boolean>): { states: QueuedState[]; ended: Promise<void> } {
  const states: QueuedState[] = [];
  const ended = new Promise<void>((resolve) =>
    watchQueued(rowId, isDone, (s) => {
      states.push(s);
      if (s === 'done' || s === 'refused') resolve();
    }),
  );
  return { states, ended };
}

const answering = (answer: FakeAnswer) => fakeFetch(() => answer);

describe('leaving a conversation', () => {
  it('hides it at once, keeps a pull from bringing it back, and is done only when the server confirms', async () => {
    const { id, rowId } = await leaveConversation('c1');
    expect(await listConversations()).toEqual([]);
    await storePulled('conversations', [conversation], [], true);
    await putConversation(conversation);
    expect(await listConversations()).toEqual([]);

    const { states, ended } = follow(rowId, () => hasLeft(id));
    answering({ status: 200, body: { success: true, message: 'Left conversation successfully' } });
    await drainOutbox();
    await ended;
    expect(states.at(-1)).toBe('done');
    expect(await db.conversations.get('c1')).toBeUndefined();
    expect(await listMessages('c1')).toEqual([]);
  });

  it('comes back when the server refuses, and the change ends refused', async () => {
    const { id, rowId } = await leaveConversation('c1');
    const { states, ended } = follow(rowId, () => hasLeft(id));
    answering({ status: 400, body: { error: 'Direct conversations cannot be left.' } });
    await drainOutbox();
    await ended;
    expect(states.at(-1)).toBe('refused');
    expect((await listConversations()).map((c) => c.id)).toEqual(['c1']);
  });

  it('says it waits while the server cannot be reached', async () => {
    const { id, rowId } = await leaveConversation('c1');
    const { states } = follow(rowId, () => hasLeft(id));
    answering('network-error');
    await drainOutbox();
    await expect.poll(() => states).toContain('waiting');
    expect(await listConversations()).toEqual([]);
  });
});

describe('deleting an own message', () => {
  it('puts the message back when the server refuses', async () => {
    const { id, rowId } = await deleteOwnMessage('c1', 'm1');
    expect(await listMessages('c1')).toEqual([]);
    const { states, ended } = follow(rowId, async () => !(await hasMessage(id)));
    answering({ status: 403, body: { error: 'You can only delete your own messages.' } });
    await drainOutbox();
    await ended;
    expect(states.at(-1)).toBe('refused');
    expect((await listMessages('c1')).map((m) => m.id)).toEqual(['m1']);
  });
});
