/**
 * Chat on the phone: `conversations` (with Members and the last message as preview) and `messages`.
 * Sending, deleting and leaving go through the outbox under the entity 'conversation:<id>', so they
 * show at once (marked `_pending`), work offline and reach the server once, in the order typed.
 */
import Dexie from 'dexie';
import type { ChatUser, Conversation, Message } from '../../contracts/chat';
import { enqueue } from './outbox';
import { db, type UndoStep } from './schema';

type StoredMessage = Message & { _pending?: boolean };

const byConversation = (id: string) => db.messages.where('[conversation_id+created_at]').between([id, Dexie.minKey], [id, Dexie.maxKey]);

/** The conversations shown: most recent first, without those the camper is leaving. */
export const listConversations = async (): Promise<Conversation[]> =>
  (await db.conversations.filter((c) => !c._leaving).toArray()).sort((a, b) => (b.last_message_at ?? '').localeCompare(a.last_message_at ?? ''));

export const getStoredConversation = async (id: string): Promise<Conversation | undefined> => {
  const conversation = await db.conversations.get(id);
  return conversation?._leaving ? undefined : conversation;
};

export const listMessages = (conversationId: string): Promise<StoredMessage[]> => byConversation(conversationId).toArray();

/** Stores the server's copy; one the camper is leaving stays hidden until the leave is settled. */
export async function putConversation(conversation: Conversation): Promise<void> {
  await db.transaction('rw', db.conversations, async () => {
    const local = await db.conversations.get(conversation.id);
    const stored = { ...conversation, _receivedAt: Date.now() };
    await db.conversations.put(local?._leaving ? { ...stored, _leaving: true, _pending: local._pending } : stored);
  });
}

export async function hasConversation(id: string): Promise<boolean> {
  return (await db.conversations.get(id)) !== undefined;
}

export async function hasMessage(id: string): Promise<boolean> {
  return (await db.messages.get(id)) !== undefined;
}

/** Shows the newest message as the conversation's preview. */
async function refreshPreview(conversationId: string): Promise<void> {
  const conversation = await db.conversations.get(conversationId);
  if (!conversation) return;
  const last = await byConversation(conversationId).last();
  const lastAt = last && (!conversation.last_message_at || last.created_at > conversation.last_message_at) ? last.created_at : conversation.last_message_at;
  await db.conversations.put({ ...conversation, last_message_at: lastAt, Messages: last ? [last] : [] });
}

/** A message from the server (socket, pull or outbox answer): replaces any local copy of the same id. */
export async function storeMessage(message: Message): Promise<void> {
  await db.transaction('rw', db.messages, db.conversations, async () => {
    await db.messages.put({ ...message, _receivedAt: Date.now() });
    await refreshPreview(message.conversation_id);
  });
}

/** Stores pulled messages; with `replaceAll` (a full list) cached messages the server no longer has go. Unsent ones stay. */
export async function storeMessages(conversationId: string, items: Message[], deleted: string[], replaceAll: boolean, requestedAt = Date.now()): Promise<void> {
  await db.transaction('rw', db.messages, db.conversations, async () => {
    const local = await byConversation(conversationId).toArray();
    const incoming = new Set(items.map((m) => m.id));
    // A message that arrived live after the request left is not missing from the server, only from this answer.
    const missing = (m: (typeof local)[number]) => replaceAll && !incoming.has(m.id) && (m._receivedAt ?? 0) < requestedAt;
    const gone = local.filter((m) => !m._pending && (deleted.includes(m.id) || missing(m)));
    await db.messages.bulkDelete(gone.map((m) => m.id));
    await db.messages.bulkPut(items);
    await refreshPreview(conversationId);
  });
}

export async function removeMessage(conversationId: string, messageId: string): Promise<void> {
  await db.transaction('rw', db.messages, db.conversations, async () => {
    await db.messages.delete(messageId);
    await refreshPreview(conversationId);
  });
}

export async function markRead(messageIds: string[], readAt: string): Promise<void> {
  await db.messages.where('id').anyOf(messageIds).modify({ read_at: readAt });
}

export async function removeConversation(id: string): Promise<void> {
  await db.transaction('rw', db.messages, db.conversations, async () => {
    await db.conversations.delete(id);
    await db.messages.where('conversation_id').equals(id).delete();
  });
}

/** What a chat write queued: the message id and the outbox row that carries it. */
export interface Queued {
  id: string;
  rowId: string;
}

async function queued(id: string, row: Promise<{ id: string } | null>): Promise<Queued> {
  return { id, rowId: (await row)?.id ?? '' };
}

/** Adds the message at once (waiting) and queues it; the client id makes a replay harmless. */
export function sendMessage(conversationId: string, content: string, sender: ChatUser): Promise<Queued> {
  const id = crypto.randomUUID();
  const message: StoredMessage = { id, conversation_id: conversationId, sender_id: sender.id, content: content.trim(), type: 'text', created_at: new Date().toISOString(), read_at: null, Sender: sender, _pending: true };
  const row = enqueue(
    { entity: `conversation:${conversationId}`, method: 'POST', path: `/conversations/${conversationId}/messages`, body: { id, content: message.content, type: 'text' }, coalesce: 'append', apply: 'chat-message', label: 'Send a message' },
    async () => {
      const before = await db.conversations.get(conversationId);
      await db.messages.add(message);
      await refreshPreview(conversationId);
      const undo: UndoStep[] = [{ table: 'messages', key: id }];
      return before ? [...undo, { table: 'conversations', key: conversationId, value: before }] : undo;
    },
  );
  return queued(id, row);
}

export function deleteOwnMessage(conversationId: string, messageId: string): Promise<Queued> {
  const row = enqueue({ entity: `conversation:${conversationId}`, method: 'DELETE', path: `/conversations/${conversationId}/messages/${messageId}`, coalesce: 'append', label: 'Delete a message' }, async () => {
    const before = await db.messages.get(messageId);
    const conversation = await db.conversations.get(conversationId);
    await removeMessage(conversationId, messageId);
    const undo: UndoStep[] = before ? [{ table: 'messages', key: messageId, value: before }] : [];
    return conversation ? [...undo, { table: 'conversations', key: conversationId, value: conversation }] : undo;
  });
  return queued(messageId, row);
}

/**
 * Hides the conversation at once and queues the leave. Until the server confirms, the record stays,
 * marked leaving and waiting, so a pull cannot bring it back; the confirmation removes it.
 */
export function leaveConversation(conversationId: string): Promise<Queued> {
  const row = enqueue(
    { entity: `conversation:${conversationId}`, method: 'POST', path: `/conversations/${conversationId}/leave`, coalesce: 'append', apply: 'chat-leave', label: 'Leave a conversation' },
    async () => {
      const conversation = await db.conversations.get(conversationId);
      if (!conversation) return [];
      await db.conversations.put({ ...conversation, _leaving: true, _pending: true });
      return [{ table: 'conversations', key: conversationId, value: conversation }];
    },
  );
  return queued(conversationId, row);
}

/** Whether the conversation is gone from this phone (the leave was confirmed). */
export async function hasLeft(conversationId: string): Promise<boolean> {
  return !(await hasConversation(conversationId));
}
