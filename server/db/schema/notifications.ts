import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, stamps } from './columns.js';
import { ownerId } from './profile.js';

/** The server inbox (issue "server inbox"): one row per person and notice; it reaches the phone through the pull. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: ownerId(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull().default('info'),
    read: boolean('read').notNull().default(false),
    actionPath: text('action_path'),
    /** A refused queued change: its outbox id (Idempotency-Key). One notice per change, and the phone that queued it replaces its own notice with this one. */
    changeId: text('change_id'),
    /** What the notice says, by kind (contracts/notifications-notices.ts) and its values, so each phone shows it in its own language; title and message keep the English. */
    kind: text('kind'),
    params: jsonb('params').$type<Record<string, string>>(),
    ...stamps(),
  },
  (t) => [
    index('notifications_user_updated_idx').on(t.userId, t.updatedAt),
    uniqueIndex('notifications_user_change_idx').on(t.userId, t.changeId),
  ],
);

/** Web Push subscriptions of a person's phones (one per browser endpoint). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: ownerId(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The phone's language (en, es, fr): its pushes are written in it. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
