/**
 * Chat on the phone: `conversations` (with Members and the last message as preview) and `messages`,
 * filled by the replication stream and the live socket. Changes are in src/db/mutations/chat.ts.
 */
import Dexie from 'dexie';
import type { Conversation, Message } from '../../contracts/chat';
import { db, type UndoStep } from './schema';

type StoredMessage = Message & { _pending?: boolean };

const byConversation = (id: string) => db.messages.where('[conversation_id+created_at]').between([id, Dexie.minKey], [id, Dexie.maxKey]);

/** The conversations shown: most recent first, without those the camper is leaving. */
export const listConversations = async (): Promise<Conversation[]> =>
  (await db.conversations.filter((c) => !c._leaving).toArray()).sort((a, b) =>
    (b.last_message_at ?? '').localeCompare(a.last_message_at ?? ''),
  );

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

/** Shows the newest message as the conversation's preview. */
export async function refreshPreview(conversationId: string): Promise<void> {
  const conversation = await db.conversations.get(conversationId);
  if (!conversation) return;
  const last = await byConversation(conversationId).last();
  const lastAt =
    last && (!conversation.last_message_at || last.created_at > conversation.last_message_at)
      ? last.created_at
      : conversation.last_message_at;
  await db.conversations.put({ ...conversation, last_message_at: lastAt, Messages: last ? [last] : [] });
}

/** A message from the server (socket, pull or outbox answer): replaces any local copy of the same id. */
export async function storeMessage(message: Message): Promise<void> {
  await db.transaction('rw', db.messages, db.conversations, async () => {
    await db.messages.put({ ...message, _receivedAt: Date.now() });
    await refreshPreview(message.conversation_id);
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

/**
 * A conversation started on this phone that the server already had (the same two people started it
 * on both phones): the messages typed into it and the changes still queued for it move to the
 * server's id. A refusal of one of those changes no longer puts back the phone's own copy.
 */
export async function moveConversation(from: string, to: string): Promise<void> {
  await db.messages.where('conversation_id').equals(from).modify({ conversation_id: to });
  await db.conversations.delete(from);
  const moved = (step: UndoStep): UndoStep[] => {
    if (step.table === 'conversations' && step.key === from) return [];
    const value = step.value as Partial<Message> | undefined;
    return [value?.conversation_id === from ? { ...step, value: { ...value, conversation_id: to } } : step];
  };
  await db.outbox
    .where('entity')
    .equals(`conversation:${from}`)
    .modify((row) => {
      row.entity = `conversation:${to}`;
      row.path = row.path.replace(`/conversations/${from}`, `/conversations/${to}`);
      if (row.args && typeof row.args === 'object' && 'conversationId' in row.args) row.args = { ...row.args, conversationId: to };
      row.undo = row.undo.flatMap(moved);
    });
}
