/**
 * Chat on the phone: `conversations` (with Members and the last message as preview) and `messages`,
 * filled by the replication stream and the live socket. Changes are in chat-mutations.ts.
 */
import Dexie from 'dexie';
import { reactionSummaries, replyQuote, type Conversation, type Message, type ReactionUsers } from '../../../contracts/chat';
import { tokenSubject } from '../../lib/token-subject';
import { db, type UndoStep } from '../schema';
import { getSessionToken } from '../auth/session-repo';

type StoredMessage = Message & { _pending?: boolean };
/** A conversation with its unread count on this phone. */
export type ListedConversation = Conversation & { unread_count: number };

const byConversation = (id: string) => db.messages.where('[conversation_id+created_at]').between([id, Dexie.minKey], [id, Dexie.maxKey]);

/** The signed-in person's id, or null. */
const selfId = async () => tokenSubject(await getSessionToken());

/** Messages of others after `lastReadAt` (all of them before a first read): the conversation's unread ones on this phone. */
export function unreadOf(conversation: Pick<Conversation, 'id' | 'last_read_at'>, me: string | null) {
  const from = conversation.last_read_at ?? Dexie.minKey;
  return db.messages
    .where('[conversation_id+created_at]')
    .between([conversation.id, from], [conversation.id, Dexie.maxKey], false, true)
    .filter((m) => m.sender_id !== me);
}

/**
 * The conversations shown: most recent first, without those the camper is leaving, each with its
 * unread count as the phone holds it, so it is right offline and drops at once when read.
 */
export async function listConversations(): Promise<ListedConversation[]> {
  const me = await selfId();
  const shown = (await db.conversations.filter((c) => !c._leaving).toArray()).sort((a, b) =>
    (b.last_message_at ?? '').localeCompare(a.last_message_at ?? ''),
  );
  return Promise.all(shown.map(async (c) => ({ ...c, unread_count: await unreadOf(c, me).count() })));
}

/** How many messages of others the signed-in person has not read, in all their conversations (the Chat badge). */
export async function chatUnreadTotal(): Promise<number> {
  const counts = (await listConversations()).map((c) => c.unread_count);
  return counts.reduce((sum, n) => sum + n, 0);
}

/** The conversation's newest message time, where a read of it now reaches (its last read when later). */
export async function readUpTo(conversation: Pick<Conversation, 'id' | 'last_read_at'>): Promise<string | null> {
  const newest = (await byConversation(conversation.id).last())?.created_at ?? null;
  if (!conversation.last_read_at) return newest;
  return newest && newest > conversation.last_read_at ? newest : conversation.last_read_at;
}

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

/** A message is gone: replies to it quote it as deleted. */
export async function removeMessage(conversationId: string, messageId: string): Promise<void> {
  await db.transaction('rw', db.messages, db.conversations, async () => {
    await db.messages.delete(messageId);
    await byConversation(conversationId)
      .filter((m) => m.reply_to?.id === messageId)
      .modify((m) => {
        m.reply_to = replyQuote(messageId, undefined);
      });
    await refreshPreview(conversationId);
  });
}

/** Messages shown read; when the reader is the signed-in person (on another phone), the conversation is read here too. */
export async function markRead(conversationId: string, messageIds: string[], readAt: string, readerId: string): Promise<void> {
  const mine = readerId === (await selfId());
  await db.transaction('rw', db.messages, db.conversations, async () => {
    await db.messages.where('id').anyOf(messageIds).modify({ read_at: readAt });
    if (!mine) return;
    await db.conversations
      .where('id')
      .equals(conversationId)
      .modify((c) => {
        if (!c.last_read_at || c.last_read_at < readAt) c.last_read_at = readAt;
      });
  });
}

/** A message's reactions changed: the phone shows the counts, and which are the signed-in person's. */
export async function storeReactions(messageId: string, reactions: ReactionUsers[]): Promise<void> {
  const me = (await selfId()) ?? undefined;
  await db.messages.update(messageId, { reactions: reactionSummaries(reactions, me) });
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
      if (row.params?.id === from) row.params = { ...row.params, id: to };
      if (row.args && typeof row.args === 'object' && 'conversationId' in row.args) row.args = { ...row.args, conversationId: to };
      row.undo = row.undo.flatMap(moved);
    });
}
