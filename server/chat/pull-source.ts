import {
  conversationMembers,
  conversations,
  messageReactions,
  messages,
  tombstones,
  touchPrunes,
  touches,
  users,
} from '../db/schema/index.js';
import { tablesOf } from '../db/table-changes.js';
import { conversationSchema, messageSchema } from '../../contracts/chat.js';
import type { Db } from '../db/client.js';
import { deletedSince, type Since } from '../replication/delta.js';
import type { PullSource } from '../replication/source.js';
import {
  conversationsChanged,
  leftConversationsTombstone,
  memberships,
  messagesChanged,
  messagesTombstone,
  recentMessages,
} from './repository.js';

const joinedAfter = (rows: { id: string; joined: boolean }[]) => rows.filter((r) => r.joined).map((r) => r.id);
const joinedOrReadAfter = (rows: { id: string; joined: boolean; read: boolean }[]) =>
  rows.filter((r) => r.joined || r.read).map((r) => r.id);

type Membership = Awaited<ReturnType<typeof memberships>>[number];

/** A load over the person's conversations (`mine`: each with whether they joined or read it since): none when they are in none. */
const forMembers =
  (load: (db: Db, userId: string, since: Since, mine: Membership[]) => Promise<unknown[]>): PullSource['load'] =>
  async (db, user, since) => {
    const mine = await memberships(db, user.id, since);
    return mine.length === 0 ? [] : load(db, user.id, since, mine);
  };

/** The person's conversations with members, last message and unread count: new, joined, read, changed or with new messages since. */
export const conversationsSource: PullSource = {
  table: 'conversations',
  tables: tablesOf(conversations, conversationMembers, messages, messageReactions, users, touches, touchPrunes, tombstones),
  rows: conversationSchema,
  load: forMembers((db, userId, since, mine) =>
    conversationsChanged(
      db,
      userId,
      mine.map((m) => m.id),
      joinedOrReadAfter(mine),
      since,
    ),
  ),
  deleted: (db, user, since) => deletedSince(db, [leftConversationsTombstone(user.id)], since),
};

/** Messages of the person's conversations: the recent ones of conversations new to the phone, then those sent, read or reacted to since. */
export const messagesSource: PullSource = {
  table: 'messages',
  tables: tablesOf(conversations, conversationMembers, messages, messageReactions, users, touches, touchPrunes, tombstones),
  rows: messageSchema,
  load: forMembers(async (db, userId, since, mine) => {
    const joined = joinedAfter(mine);
    const fresh = joined.length ? await recentMessages(db, userId, joined) : [];
    if (since.full) return fresh;
    const older = mine.map((m) => m.id).filter((id) => !joined.includes(id));
    if (older.length === 0) return fresh;
    return [...fresh, ...(await messagesChanged(db, userId, older, since))];
  }),
  async deleted(db, user, since) {
    const mine = await memberships(db, user.id, since);
    return deletedSince(
      db,
      mine.map((m) => messagesTombstone(m.id)),
      since,
    );
  },
};
