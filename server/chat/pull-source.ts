import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { conversationMembers, conversations, messages } from '../db/schema/index.js';
import { messagesTombstone } from './chat-access.js';
import { changedAfter, deletedSince, type Since } from '../replication/delta.js';
import { conversationsOut, messagesWithSender } from './repository.js';
import type { AuthUser } from '../auth/authenticate.js';
import type { PullSource } from '../replication/source.js';

/** How many of a conversation's latest messages reach a phone that has none of them yet. */
export const RECENT_MESSAGES = 100;

/** A tombstone entity per person: the conversations they left. */
export const leftConversationsTombstone = (userId: string) => `conversations:${userId}`;

/** The person's conversations, each with whether they joined it since `since` (always, on a full pull). */
async function memberships(db: Db, user: AuthUser, since: Since) {
  const joined = changedAfter(conversationMembers.joinedAt, since) ?? sql`true`;
  return db
    .select({ id: conversationMembers.conversationId, joined: sql<boolean>`${joined}` })
    .from(conversationMembers)
    .where(eq(conversationMembers.userId, user.id));
}

const joinedAfter = (rows: { id: string; joined: boolean }[]) => rows.filter((r) => r.joined).map((r) => r.id);

/** The person's conversations with members and last message: new, joined, changed or with new messages since. */
export const conversationsSource: PullSource = {
  table: 'conversations',
  async load(db, user, since) {
    const mine = await memberships(db, user, since);
    if (mine.length === 0) return [];
    const ids = mine.map((m) => m.id);
    const joined = joinedAfter(mine);
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
  },
  deleted: (db, user, since) => deletedSince(db, [leftConversationsTombstone(user.id)], since),
};

/** Each conversation's latest messages (ids in `ids`), at most RECENT_MESSAGES each. */
function recentIn(db: Db, ids: string[]): ReturnType<typeof messagesWithSender> {
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

/** Messages of the person's conversations: the recent ones of conversations new to the phone, then those sent or read since. */
export const messagesSource: PullSource = {
  table: 'messages',
  async load(db, user, since) {
    const mine = await memberships(db, user, since);
    if (mine.length === 0) return [];
    const joined = joinedAfter(mine);
    const fresh = joined.length ? await recentIn(db, joined) : [];
    if (since.full) return fresh;
    const older = mine.map((m) => m.id).filter((id) => !joined.includes(id));
    if (older.length === 0) return fresh;
    const changed: SQL | undefined = or(changedAfter(messages.createdAt, since), changedAfter(messages.readAt, since));
    return [...fresh, ...(await messagesWithSender(db, and(inArray(messages.conversationId, older), changed)))];
  },
  async deleted(db, user, since) {
    const mine = await memberships(db, user, since);
    return deletedSince(
      db,
      mine.map((m) => messagesTombstone(m.id)),
      since,
    );
  },
};
