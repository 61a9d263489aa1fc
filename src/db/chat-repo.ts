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

export const listConversations = async (): Promise<Conversation[]> =>
  (await db.conversations.toArray()).sort((a, b) => (b.last_message_at ?? '').localeCompare(a.last_message_at ?? ''));

export const getStoredConversation = (id: string) => db.conversations.get(id);

export const listMessages = (conversationId: string): Promise<StoredMessage[]> => byConversation(conversationId).toArray();

export async function putConversation(conversation: Conversation): Promise<void> {
  await db.conversations.put(conversation);
}

export async function hasConversation(id: string): Promise<boolean> {
  return (await db.conversations.get(id)) !== undefined;
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
    await db.messages.put(message);
    await refreshPreview(message.conversation_id);
  });
}

/** Stores pulled messages; with `replaceAll` (a full list) cached messages the server no longer has go. Unsent ones stay. */
export async function storeMessages(conversationId: string, items: Message[], deleted: string[], replaceAll: boolean): Promise<void> {
  await db.transaction('rw', db.messages, db.conversations, async () => {
    const local = await byConversation(conversationId).toArray();
    const incoming = new Set(items.map((m) => m.id));
    const gone = local.filter((m) => !m._pending && (deleted.includes(m.id) || (replaceAll && !incoming.has(m.id))));
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

/** Adds the message at once (waiting) and queues it; the client id makes a replay harmless. */
export async function sendMessage(conversationId: string, content: string, sender: ChatUser): Promise<string> {
  const id = crypto.randomUUID();
  const message: StoredMessage = { id, conversation_id: conversationId, sender_id: sender.id, content: content.trim(), type: 'text', created_at: new Date().toISOString(), read_at: null, Sender: sender, _pending: true };
  await enqueue(
    { entity: `conversation:${conversationId}`, method: 'POST', path: `/conversations/${conversationId}/messages`, body: { id, content: message.content, type: 'text' }, coalesce: 'append', apply: 'chat-message', label: 'Send a message' },
    async () => {
      const before = await db.conversations.get(conversationId);
      await db.messages.add(message);
      await refreshPreview(conversationId);
      const undo: UndoStep[] = [{ table: 'messages', key: id }];
      return before ? [...undo, { table: 'conversations', key: conversationId, value: before }] : undo;
    },
  );
  return id;
}

export async function deleteOwnMessage(conversationId: string, messageId: string): Promise<void> {
  await enqueue({ entity: `conversation:${conversationId}`, method: 'DELETE', path: `/conversations/${conversationId}/messages/${messageId}`, coalesce: 'append', label: 'Delete a message' }, async () => {
    const before = await db.messages.get(messageId);
    const conversation = await db.conversations.get(conversationId);
    await removeMessage(conversationId, messageId);
    const undo: UndoStep[] = before ? [{ table: 'messages', key: messageId, value: before }] : [];
    return conversation ? [...undo, { table: 'conversations', key: conversationId, value: conversation }] : undo;
  });
}

export async function leaveConversation(conversationId: string): Promise<void> {
  await enqueue({ entity: `conversation:${conversationId}`, method: 'POST', path: `/conversations/${conversationId}/leave`, coalesce: 'append', label: 'Leave a conversation' }, async () => {
    const conversation = await db.conversations.get(conversationId);
    const messages = await db.messages.where('conversation_id').equals(conversationId).toArray();
    await removeConversation(conversationId);
    const undo: UndoStep[] = messages.map((m) => ({ table: 'messages', key: m.id, value: m }));
    return conversation ? [{ table: 'conversations', key: conversationId, value: conversation }, ...undo] : undo;
  });
}
