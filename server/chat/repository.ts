/**
 * Every read and write of conversations, their members and messages; reads in the shapes of SPEC §3
 * (Conversation with Members and Messages, Message with Sender).
 */
import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ChatUser, Conversation, Message } from '../../contracts/chat.js';
import type { Db } from '../db/client.js';
import { conversationMembers, conversations, messages, tombstones, users } from '../db/schema/index.js';
import { changedAfter, recordDeletion, type Since } from '../replication/delta.js';

type UserRow = typeof users.$inferSelect;
type MessageRow = typeof messages.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;

/** How many of a conversation's latest messages reach a phone that has none of them yet. */
const RECENT_MESSAGES = 100;

/** A tombstone entity per conversation: its deleted messages. */
export const messagesTombstone = (conversationId: string) => `messages:${conversationId}`;

/** A tombstone entity per person: the conversations they left. */
export const leftConversationsTombstone = (userId: string) => `conversations:${userId}`;

const chatUser = (u: UserRow): ChatUser => ({
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
async function messagesWithSender(db: Db, where: SQL | undefined): Promise<Message[]> {
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
async function conversationsOut(db: Db, rows: ConversationRow[]): Promise<Conversation[]> {
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

export async function conversationRow(db: Db, id: string): Promise<ConversationRow | undefined> {
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  return conversation;
}

/** The conversations `userId` is a member of, the one with the newest message first. */
export async function conversationsOf(db: Db, userId: string): Promise<Conversation[]> {
  const rows = await db
    .select({ c: conversations })
    .from(conversations)
    .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, userId)))
    .orderBy(
      desc(
        sql`coalesce((select max(${messages.createdAt}) from ${messages} where ${messages.conversationId} = ${conversations.id}), ${conversations.createdAt})`,
      ),
    );
  return conversationsOut(
    db,
    rows.map((r) => r.c),
  );
}

/** Which of the ids are approved accounts. */
export async function approvedAmong(db: Db, userIds: string[]): Promise<string[]> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.status, 'approved')));
  return found.map((u) => u.id);
}

/** Stores a conversation with its members; undefined when its direct key is already taken (the pair has one). */
export function createConversation(
  db: Db,
  values: Pick<ConversationRow, 'name' | 'type' | 'description' | 'createdBy' | 'directKey'> & { id?: string },
  members: string[],
): Promise<ConversationRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(conversations).values(values).onConflictDoNothing().returning();
    if (row) await tx.insert(conversationMembers).values(members.map((userId) => ({ conversationId: row.id, userId })));
    return row;
  });
}

export async function directConversation(db: Db, directKey: string): Promise<ConversationRow | undefined> {
  const [existing] = await db.select().from(conversations).where(eq(conversations.directKey, directKey)).limit(1);
  return existing;
}

export async function conversationById(db: Db, id: string): Promise<ConversationRow | undefined> {
  const [existing] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  return existing;
}

/** Takes `userId` out of the conversation: it is sent again to the others, and as gone to their phones. */
export async function leaveConversation(db: Db, conversationId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
    await tx.update(conversations).set({ updatedAt: new Date() }).where(eq(conversations.id, conversationId));
    await recordDeletion(tx, leftConversationsTombstone(userId), [conversationId]);
  });
}

/** Marks the messages of others as read by `readerId`; reading with nothing new writes nothing (undefined). */
export async function markRead(db: Db, conversationId: string, readerId: string): Promise<{ ids: string[]; readAt: Date } | undefined> {
  const unread = and(eq(messages.conversationId, conversationId), ne(messages.senderId, readerId), isNull(messages.readAt));
  if ((await db.select({ id: messages.id }).from(messages).where(unread).limit(1)).length === 0) return undefined;
  const read = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(eq(messages.conversationId, conversationId), ne(messages.senderId, readerId), isNull(messages.readAt)))
    .returning({ id: messages.id, readAt: messages.readAt });
  const readAt = read[0]?.readAt;
  return readAt ? { ids: read.map((r) => r.id), readAt } : undefined;
}

/** The conversation's messages, or only those sent or read after `after`. */
export function messagesOf(db: Db, conversationId: string, after?: Date): Promise<Message[]> {
  const inConversation = eq(messages.conversationId, conversationId);
  return messagesWithSender(
    db,
    after ? and(inConversation, or(gt(messages.createdAt, after), gt(messages.readAt, after))) : inConversation,
  );
}

/** Ids of the conversation's messages deleted after `after`. */
export async function messagesDeletedAfter(db: Db, conversationId: string, after: Date): Promise<string[]> {
  const gone = await db
    .select({ id: tombstones.entityId })
    .from(tombstones)
    .where(and(eq(tombstones.entity, messagesTombstone(conversationId)), gt(tombstones.deletedAt, after)));
  return gone.map((g) => g.id);
}

export async function isMessageDeleted(db: Db, conversationId: string, messageId: string): Promise<boolean> {
  const where = and(eq(tombstones.entity, messagesTombstone(conversationId)), eq(tombstones.entityId, messageId));
  return (await db.select().from(tombstones).where(where).limit(1)).length > 0;
}

/** Stores a message (under the client's id when given); undefined when that id is already stored. */
export async function insertMessage(
  db: Db,
  message: Pick<MessageRow, 'conversationId' | 'senderId' | 'content' | 'type'> & { id?: string },
): Promise<MessageRow | undefined> {
  // At least 1 ms after the conversation's last message: messages sent in a burst (a reconnect) keep
  // their order even where times are read at millisecond precision (JSON, the phone's cache).
  // Read from the messages' own index: no row every sender in the conversation must update.
  const createdAt = sql`greatest(now(), (select max(${messages.createdAt}) from ${messages} where ${messages.conversationId} = ${message.conversationId}) + interval '1 millisecond')`;
  const [row] = await db
    .insert(messages)
    .values({ ...message, createdAt })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function messageRow(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

const inConversation = (conversationId: string, messageId: string) =>
  and(eq(messages.id, messageId), eq(messages.conversationId, conversationId));

export async function messageIn(db: Db, conversationId: string, messageId: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(inConversation(conversationId, messageId)).limit(1);
  return row;
}

/** Deletes a message and leaves its tombstone, so phones holding it drop it. */
export async function deleteMessage(db: Db, conversationId: string, messageId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(messages).where(inConversation(conversationId, messageId));
    await tx
      .insert(tombstones)
      .values({ entity: messagesTombstone(conversationId), entityId: messageId })
      .onConflictDoNothing();
  });
}

// The replication stream's reads (pull-source.ts).

/** The person's conversations, each with whether they joined it since `since` (always, on a full pull). */
export async function memberships(db: Db, userId: string, since: Since): Promise<{ id: string; joined: boolean }[]> {
  const joined = changedAfter(conversationMembers.joinedAt, since) ?? sql`true`;
  return db
    .select({ id: conversationMembers.conversationId, joined: sql<boolean>`${joined}` })
    .from(conversationMembers)
    .where(eq(conversationMembers.userId, userId));
}

/** Of the conversations `ids`: all on a full pull, else those changed, with new messages, or in `joined` since. */
export async function conversationsChanged(db: Db, ids: string[], joined: string[], since: Since): Promise<Conversation[]> {
  // New messages are found through the messages' (conversation, created_at) index.
  const newMessage = sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${changedAfter(messages.createdAt, since)})`;
  const changed = since.full
    ? undefined
    : or(changedAfter(conversations.updatedAt, since), newMessage, joined.length ? inArray(conversations.id, joined) : undefined);
  const rows = await db
    .select()
    .from(conversations)
    .where(and(inArray(conversations.id, ids), changed));
  return conversationsOut(db, rows);
}

/** Each conversation's latest messages (ids in `ids`), at most RECENT_MESSAGES each. */
export function recentMessages(db: Db, ids: string[]): Promise<Message[]> {
  const ranked = db
    .select({
      id: messages.id,
      n: sql<number>`row_number() over (partition by ${messages.conversationId} order by ${messages.createdAt} desc)`.as('n'),
    })
    .from(messages)
    .where(inArray(messages.conversationId, ids))
    .as('ranked');
  return messagesWithSender(
    db,
    inArray(
      messages.id,
      db
        .select({ id: ranked.id })
        .from(ranked)
        .where(sql`${ranked.n} <= ${RECENT_MESSAGES}`),
    ),
  );
}

/** Messages of the conversations `ids` sent or read since `since`. */
export function messagesChanged(db: Db, ids: string[], since: Since): Promise<Message[]> {
  const changed = or(changedAfter(messages.createdAt, since), changedAfter(messages.readAt, since));
  return messagesWithSender(db, and(inArray(messages.conversationId, ids), changed));
}
