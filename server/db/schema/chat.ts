import { pgTable, primaryKey, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { users } from './users.js';

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    name: text('name'),
    type: text('type', { enum: ['direct', 'group', 'broadcast'] }).notNull(),
    description: text('description'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** For direct conversations: the two member ids, sorted and joined, so a pair has one. */
    directKey: text('direct_key').unique(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Bumped when its members change, so the replication stream sends it again. */
    updatedAt: updatedAt(),
  },
  (t) => [index('conversations_updated_idx').on(t.updatedAt), index('conversations_last_message_idx').on(t.lastMessageAt)],
);

export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_members_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    /** Client-generated when written offline (DECISIONS 10). */
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    type: text('type').notNull().default('text'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('messages_conversation_read_idx').on(t.conversationId, t.readAt),
  ],
);
