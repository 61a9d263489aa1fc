import { pgTable, primaryKey, text, index, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, parentId, updatedAt, updatedIndex } from './columns.js';
import { ownerId, personId } from './profile.js';

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    name: text('name'),
    type: text('type', { enum: ['direct', 'group', 'broadcast'] }).notNull(),
    description: text('description'),
    createdBy: personId('created_by'),
    /** For direct conversations: the two member ids, sorted and joined, so a pair has one. */
    directKey: text('direct_key').unique(),
    lastMessageAt: moment('last_message_at'),
    createdAt: createdAt(),
    /** Bumped when its members change, so the replication stream sends it again. */
    updatedAt: updatedAt(),
  },
  (t) => [updatedIndex('conversations', t), index('conversations_last_message_idx').on(t.lastMessageAt)],
);

export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: parentId('conversation_id', () => conversations.id),
    userId: ownerId(),
    joinedAt: createdAt(),
    /** When this member last read the conversation: messages of others after it are unread. */
    lastReadAt: moment('last_read_at'),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_members_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    /** Client-generated when written offline (DECISIONS 10). */
    id: id(),
    conversationId: parentId('conversation_id', () => conversations.id),
    senderId: ownerId('sender_id'),
    content: text('content').notNull(),
    type: text('type').notNull().default('text'),
    readAt: moment('read_at'),
    createdAt: createdAt(),
    /** The message this one answers, in the same conversation; no link, so a reply outlives its original. */
    replyToId: uuid('reply_to_id'),
    /** A photo message's display image and thumbnail (storage/images.ts). */
    imageUrl: text('image_url'),
    thumbUrl: text('thumb_url'),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('messages_conversation_read_idx').on(t.conversationId, t.readAt),
    index('messages_reply_idx').on(t.replyToId),
  ],
);

/** Reactions to messages: one row per message, person and emoji (set semantics). */
export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: parentId('message_id', () => messages.id),
    userId: ownerId(),
    emoji: text('emoji').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId, t.emoji] })],
);
