/** Reads of chat rows in the shapes of SPEC §3 (Conversation with Members and Messages, Message with Sender). */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ChatUser, Conversation, Message } from '../../contracts/chat.js';
import type { Db } from '../db/client.js';
import { conversationMembers, conversations, messages, users } from '../db/schema/index.js';

type UserRow = typeof users.$inferSelect;
type MessageRow = typeof messages.$inferSelect;
type ConversationRow = typeof conversations.$inferSelect;

export const chatUser = (u: UserRow): ChatUser => ({
  id: u.id,
  email: u.email,
  profile: { first_name: u.firstName, last_name: u.lastName, avatar_url: u.avatarUrl },
});

export const messageOut = (m: MessageRow, sender?: UserRow): Message => ({
  id: m.id,
  conversation_id: m.conversationId,
  sender_id: m.senderId,
  content: m.content,
  type: m.type,
  created_at: m.createdAt.toISOString(),
  read_at: m.readAt ? m.readAt.toISOString() : null,
  ...(sender ? { Sender: chatUser(sender) } : {}),
});

/** Messages with their Sender, chronological. */
export async function messagesWithSender(db: Db, where: ReturnType<typeof and>): Promise<Message[]> {
  const rows = await db
    .select()
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(where)
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return rows.map((r) => messageOut(r.messages, r.users));
}

export async function memberIds(db: Db, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId));
  return rows.map((r) => r.userId);
}

/** Full conversations (members with profiles, last message first) in the given order. */
export async function conversationsOut(db: Db, rows: ConversationRow[]): Promise<Conversation[]> {
  const ids = rows.map((c) => c.id);
  if (ids.length === 0) return [];
  const members = await db
    .select()
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(inArray(conversationMembers.conversationId, ids))
    .orderBy(asc(conversationMembers.joinedAt));
  const lasts = await db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(inArray(messages.conversationId, ids))
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id));
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    type: c.type,
    description: c.description,
    created_by: c.createdBy,
    // The newest message's time (the conversations row is not rewritten per message).
    last_message_at: (lasts.find((m) => m.messages.conversationId === c.id)?.messages.createdAt ?? c.lastMessageAt)?.toISOString() ?? null,
    Members: members
      .filter((m) => m.conversation_members.conversationId === c.id)
      .map((m) => ({ user_id: m.users.id, User: chatUser(m.users) })),
    Messages: lasts.filter((m) => m.messages.conversationId === c.id).map((m) => messageOut(m.messages, m.users)),
  }));
}

export async function conversationOut(db: Db, row: ConversationRow): Promise<Conversation> {
  const [out] = await conversationsOut(db, [row]);
  if (!out) throw new Error('conversation vanished');
  return out;
}
