/**
 * Every read and write of conversations, their members and messages; reads in the shapes of SPEC §3
 * (Conversation with Members and Messages, Message with Sender).
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { reactionSummaries, replyQuote, type ChatUser, type Conversation, type Message, type ReactionUsers } from '../../contracts/chat.js';
import type { Db } from '../db/client.js';
import { ownRowsExport, type ExportPart } from '../db/own-rows.js';
import { conversationMembers, conversations, messageReactions, messages, tombstones, users } from '../db/schema/index.js';
import { changedAfter, changedOrTouched, recordDeletion, recordTouch, recordTouches, type Since } from '../replication/delta.js';

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

/** The entity of the touches log that sends a message again (a reaction, its original deleted). */
export const MESSAGE_TOUCHES = 'messages';

interface MessageWithSender {
  messages: MessageRow;
  users: UserRow;
}

/** Who reacted with what to each of the messages `ids`, in the order the reactions were made. */
async function reactionsOf(db: Db, ids: string[]): Promise<Map<string, ReactionUsers[]>> {
  const byMessage = new Map<string, ReactionUsers[]>();
  if (ids.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(messageReactions)
    .where(inArray(messageReactions.messageId, ids))
    .orderBy(asc(messageReactions.createdAt));
  for (const r of rows) {
    const list = byMessage.get(r.messageId) ?? [];
    const same = list.find((e) => e.emoji === r.emoji);
    if (same) same.user_ids.push(r.userId);
    else list.push({ emoji: r.emoji, user_ids: [r.userId] });
    byMessage.set(r.messageId, list);
  }
  return byMessage;
}

/**
 * Messages as `viewerId` reads them: with their Sender, reactions, and the quote of the message each answers.
 * `reacted` false for a message just made in this transaction, which no one can have reacted to yet.
 */
async function messagesOut(db: Db, viewerId: string, rows: MessageWithSender[], reacted = true): Promise<Message[]> {
  const reactions = reacted
    ? await reactionsOf(
        db,
        rows.map((r) => r.messages.id),
      )
    : new Map<string, ReactionUsers[]>();
  const replyIds = [...new Set(rows.flatMap((r) => (r.messages.replyToId ? [r.messages.replyToId] : [])))];
  const originals = replyIds.length
    ? await db.select().from(messages).innerJoin(users, eq(users.id, messages.senderId)).where(inArray(messages.id, replyIds))
    : [];
  return rows.map(({ messages: m, users: sender }) => {
    const original = m.replyToId ? originals.find((o) => o.messages.id === m.replyToId) : undefined;
    return {
      id: m.id,
      conversation_id: m.conversationId,
      sender_id: m.senderId,
      content: m.content,
      type: m.type,
      created_at: m.createdAt.toISOString(),
      read_at: m.readAt ? m.readAt.toISOString() : null,
      Sender: chatUser(sender),
      image_url: m.imageUrl,
      thumb_url: m.thumbUrl,
      reply_to: m.replyToId
        ? replyQuote(
            m.replyToId,
            original && {
              type: original.messages.type,
              content: original.messages.content,
              sender_name: `${original.users.firstName} ${original.users.lastName}`.trim(),
            },
          )
        : null,
      reactions: reactionSummaries(reactions.get(m.id) ?? [], viewerId),
    };
  });
}

/** One message as `viewerId` reads it. */
export async function messageOut(db: Db, viewerId: string, id: string): Promise<Message> {
  const [out] = await messagesWithSender(db, viewerId, eq(messages.id, id));
  if (!out) throw new Error('message vanished');
  return out;
}

/** A message insertMessage has just made in this transaction, as `viewerId` reads it (it has no reactions yet). */
export async function madeMessageOut(db: Db, viewerId: string, id: string): Promise<Message> {
  const [out] = await messagesWithSender(db, viewerId, eq(messages.id, id), false);
  if (!out) throw new Error('message vanished');
  return out;
}

/** Messages with their Sender, chronological; `reacted` as for messagesOut. */
async function messagesWithSender(db: Db, viewerId: string, where: SQL | undefined, reacted = true): Promise<Message[]> {
  const rows = await db
    .select()
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(where)
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return messagesOut(db, viewerId, rows, reacted);
}

/** Per conversation of `ids`: how many messages of others `viewerId` has not read (sent after their last read). */
async function unreadCounts(db: Db, viewerId: string, ids: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: messages.conversationId, n: count() })
    .from(messages)
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, viewerId)),
    )
    .where(
      and(
        inArray(messages.conversationId, ids),
        ne(messages.senderId, viewerId),
        or(isNull(conversationMembers.lastReadAt), gt(messages.createdAt, conversationMembers.lastReadAt)),
      ),
    )
    .groupBy(messages.conversationId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Full conversations as `viewerId` reads them (members with profiles, last message first, unread count) in the given order. */
async function conversationsOut(db: Db, viewerId: string, rows: ConversationRow[]): Promise<Conversation[]> {
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
  const previews = await messagesOut(db, viewerId, lasts);
  const unread = await unreadCounts(db, viewerId, ids);
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    type: c.type,
    description: c.description,
    created_by: c.createdBy,
    // The newest message's time (the conversations row is not rewritten per message).
    last_message_at: (lasts.find((m) => m.messages.conversationId === c.id)?.messages.createdAt ?? c.lastMessageAt)?.toISOString() ?? null,
    unread_count: unread.get(c.id) ?? 0,
    last_read_at:
      members
        .find((m) => m.conversation_members.conversationId === c.id && m.users.id === viewerId)
        ?.conversation_members.lastReadAt?.toISOString() ?? null,
    Members: members
      .filter((m) => m.conversation_members.conversationId === c.id)
      .map((m) => ({ user_id: m.users.id, User: chatUser(m.users) })),
    Messages: previews.filter((m) => m.conversation_id === c.id),
  }));
}

export async function conversationOut(db: Db, viewerId: string, row: ConversationRow): Promise<Conversation> {
  const [out] = await conversationsOut(db, viewerId, [row]);
  if (!out) throw new Error('conversation vanished');
  return out;
}

/** The conversation and the ids of its members, in one read. */
export async function conversationWithMembers(
  db: Db,
  id: string,
): Promise<{ conversation: ConversationRow; members: string[] } | undefined> {
  const members = sql<
    string[]
  >`(select coalesce(json_agg(${conversationMembers.userId}), '[]'::json) from ${conversationMembers} where ${conversationMembers.conversationId} = ${conversations.id})`;
  const [row] = await db.select({ conversation: conversations, members }).from(conversations).where(eq(conversations.id, id)).limit(1);
  return row;
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
    userId,
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

/**
 * The member `readerId` has read the conversation: their last read moves to its newest message (or
 * now), and others' messages no one had read are marked read. Undefined when nothing was unread for
 * them (nothing is written); else the ids newly marked read (maybe none, in a group), grouped by the moment each was
 * read (`reads`), and the time of the reader's last read.
 * A read made at a camp hub and sent up later (`madeAt`) gives each message the moment it was read
 * there (never before the message came, nor after now) and touches them, so pulls since then bring
 * the receipts; the last read stays the moment it is recorded, which pulls and unread counts go by.
 */
export async function markRead(
  db: Db,
  conversationId: string,
  readerId: string,
  madeAt?: Date,
): Promise<{ reads: { ids: string[]; at: Date }[]; senders: string[]; readAt: Date } | undefined> {
  const member = and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, readerId));
  const unread = sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversationId} and ${messages.senderId} <> ${readerId} and (${conversationMembers.lastReadAt} is null or ${messages.createdAt} > ${conversationMembers.lastReadAt}))`;
  const newest = sql`(select max(${messages.createdAt}) from ${messages} where ${messages.conversationId} = ${conversationId})`;
  const [moved] = await db
    .update(conversationMembers)
    .set({ lastReadAt: sql`greatest(now(), ${newest})` })
    .where(and(member, unread))
    .returning({ readAt: conversationMembers.lastReadAt });
  if (!moved?.readAt) return undefined;
  const madeThen = madeAt && sql`greatest(least(${madeAt.toISOString()}::timestamptz, now()), ${messages.createdAt})`;
  const read = await db
    .update(messages)
    .set({ readAt: madeThen ?? moved.readAt })
    .where(and(eq(messages.conversationId, conversationId), ne(messages.senderId, readerId), isNull(messages.readAt)))
    .returning({ id: messages.id, senderId: messages.senderId, readAt: messages.readAt });
  if (madeThen)
    await recordTouches(
      db,
      MESSAGE_TOUCHES,
      read.map((r) => r.id),
    );
  const byMoment = new Map<number, { ids: string[]; at: Date }>();
  for (const { id, readAt } of read) {
    const at = readAt ?? moved.readAt;
    const group = byMoment.get(at.getTime()) ?? { ids: [], at };
    group.ids.push(id);
    byMoment.set(at.getTime(), group);
  }
  return {
    reads: [...byMoment.values()],
    senders: [...new Set(read.flatMap((r) => (r.senderId ? [r.senderId] : [])))],
    readAt: moved.readAt,
  };
}

/** The conversation's messages, or only those sent or read after `after`. */
export function messagesOf(db: Db, viewerId: string, conversationId: string, after?: Date): Promise<Message[]> {
  const inConversation = eq(messages.conversationId, conversationId);
  return messagesWithSender(
    db,
    viewerId,
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
  message: Pick<MessageRow, 'conversationId' | 'senderId' | 'content' | 'type' | 'replyToId' | 'imageUrl' | 'thumbUrl'> & { id?: string },
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

/**
 * What a message id a phone gave means in the conversation, in one read: whether a message of that id was deleted
 * there (isMessageDeleted), and the message stored under it, if any, in whichever conversation (messageRow).
 */
export async function messageIdState(
  db: Db,
  conversationId: string,
  id: string,
): Promise<{ deleted: boolean; stored: MessageRow | undefined }> {
  const deleted = sql<boolean>`exists (select 1 from ${tombstones} where ${tombstones.entity} = ${messagesTombstone(conversationId)} and ${tombstones.entityId} = ${id})`;
  const [row] = await db
    .select({ deleted, stored: messages })
    .from(sql`(values (1)) as one`)
    .leftJoin(messages, eq(messages.id, id))
    .limit(1);
  return { deleted: row?.deleted ?? false, stored: row?.stored ?? undefined };
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

/** Deletes a message and leaves its tombstone, so phones holding it drop it; its replies go to phones again, quoting it as deleted. */
export async function deleteMessage(db: Db, conversationId: string, messageId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(messages).where(inConversation(conversationId, messageId));
    const replies = await tx.select({ id: messages.id }).from(messages).where(eq(messages.replyToId, messageId));
    for (const reply of replies) await recordTouch(tx, MESSAGE_TOUCHES, reply.id);
    await tx
      .insert(tombstones)
      .values({ entity: messagesTombstone(conversationId), entityId: messageId })
      .onConflictDoNothing();
  });
}

// The replication stream's reads (pull-source.ts).

/**
 * The person's conversations, each with whether they joined it since `since` (always, on a full pull)
 * and whether they read it since (their unread count changed).
 */
export async function memberships(db: Db, userId: string, since: Since): Promise<{ id: string; joined: boolean; read: boolean }[]> {
  const joined = changedAfter(conversationMembers.joinedAt, since) ?? sql`true`;
  const read = changedAfter(conversationMembers.lastReadAt, since) ?? sql`true`;
  return db
    .select({ id: conversationMembers.conversationId, joined: sql<boolean>`${joined}`, read: sql<boolean>`coalesce(${read}, false)` })
    .from(conversationMembers)
    .where(eq(conversationMembers.userId, userId));
}

/** Of the conversations `ids`: all on a full pull, else those changed, with new messages, or in `joined` (joined or read) since. */
export async function conversationsChanged(
  db: Db,
  viewerId: string,
  ids: string[],
  joined: string[],
  since: Since,
): Promise<Conversation[]> {
  // New messages are found through the messages' (conversation, created_at) index.
  const newMessage = sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${changedAfter(messages.createdAt, since)})`;
  const changed = since.full
    ? undefined
    : or(changedAfter(conversations.updatedAt, since), newMessage, joined.length ? inArray(conversations.id, joined) : undefined);
  const rows = await db
    .select()
    .from(conversations)
    .where(and(inArray(conversations.id, ids), changed));
  return conversationsOut(db, viewerId, rows);
}

/** Each conversation's latest messages (ids in `ids`), at most RECENT_MESSAGES each. */
export function recentMessages(db: Db, viewerId: string, ids: string[]): Promise<Message[]> {
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
    viewerId,
    inArray(
      messages.id,
      db
        .select({ id: ranked.id })
        .from(ranked)
        .where(sql`${ranked.n} <= ${RECENT_MESSAGES}`),
    ),
  );
}

/** Messages of the conversations `ids` sent, read, reacted to or whose original was deleted since `since`. */
export function messagesChanged(db: Db, viewerId: string, ids: string[], since: Since): Promise<Message[]> {
  const changed = or(changedOrTouched(messages.createdAt, messages.id, MESSAGE_TOUCHES, since), changedAfter(messages.readAt, since));
  return messagesWithSender(db, viewerId, and(inArray(messages.conversationId, ids), changed));
}

/** Sets or clears the person's reaction (set semantics); true when that changed something. */
export async function setReaction(db: Db, messageId: string, userId: string, emoji: string, on: boolean): Promise<boolean> {
  const changed = on
    ? await db
        .insert(messageReactions)
        .values({ messageId, userId, emoji })
        .onConflictDoNothing()
        .returning({ id: messageReactions.messageId })
    : await db
        .delete(messageReactions)
        .where(and(eq(messageReactions.messageId, messageId), eq(messageReactions.userId, userId), eq(messageReactions.emoji, emoji)))
        .returning({ id: messageReactions.messageId });
  if (changed.length > 0) await recordTouch(db, MESSAGE_TOUCHES, messageId);
  return changed.length > 0;
}

/** Who reacted to the message with what. */
export async function reactionUsers(db: Db, messageId: string): Promise<ReactionUsers[]> {
  return (await reactionsOf(db, [messageId])).get(messageId) ?? [];
}

/** The message a reply answers, by its id: in the conversation, or deleted from it; otherwise undefined. */
export async function replyTarget(db: Db, conversationId: string, messageId: string): Promise<'here' | 'deleted' | undefined> {
  if (await messageIn(db, conversationId, messageId)) return 'here';
  return (await isMessageDeleted(db, conversationId, messageId)) ? 'deleted' : undefined;
}

/** The messages the person sent, for their data export, in the order they were sent. */
export const chatExport: ExportPart<'messages'> = ownRowsExport('messages', {
  owner: messages.senderId,
  join: [[messages.conversationId, conversations.id]],
  order: messages.createdAt,
  columns: [messages.id, messages.conversationId, { conversation: conversations.name }, messages.content, messages.createdAt],
});
