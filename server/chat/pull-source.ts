import { conversationSchema, messageSchema } from '../../contracts/chat.js';
import { deletedSince } from '../replication/delta.js';
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

/** The person's conversations with members, last message and unread count: new, joined, read, changed or with new messages since. */
export const conversationsSource: PullSource = {
  table: 'conversations',
  rows: conversationSchema,
  async load(db, user, since) {
    const mine = await memberships(db, user.id, since);
    if (mine.length === 0) return [];
    return conversationsChanged(
      db,
      user.id,
      mine.map((m) => m.id),
      joinedOrReadAfter(mine),
      since,
    );
  },
  deleted: (db, user, since) => deletedSince(db, [leftConversationsTombstone(user.id)], since),
};

/** Messages of the person's conversations: the recent ones of conversations new to the phone, then those sent, read or reacted to since. */
export const messagesSource: PullSource = {
  table: 'messages',
  rows: messageSchema,
  async load(db, user, since) {
    const mine = await memberships(db, user.id, since);
    if (mine.length === 0) return [];
    const joined = joinedAfter(mine);
    const fresh = joined.length ? await recentMessages(db, user.id, joined) : [];
    if (since.full) return fresh;
    const older = mine.map((m) => m.id).filter((id) => !joined.includes(id));
    if (older.length === 0) return fresh;
    return [...fresh, ...(await messagesChanged(db, user.id, older, since))];
  },
  async deleted(db, user, since) {
    const mine = await memberships(db, user.id, since);
    return deletedSince(
      db,
      mine.map((m) => messagesTombstone(m.id)),
      since,
    );
  },
};
