import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns.js';
import { ownerId } from './users.js';

/** (user, Idempotency-Key) -> stored response, replayed for at least 7 days (DECISIONS 6). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownerId(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['running', 'done'] })
      .notNull()
      .default('running'),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    completedAt: moment('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Ids deleted from a table, so `?since=` delta pulls can report them (DECISIONS 11). */
export const tombstones = pgTable(
  'tombstones',
  {
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    deletedAt: createdAt('deleted_at'),
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId] }), index('tombstones_entity_deleted_idx').on(t.entity, t.deletedAt)],
);

/**
 * Rows changed through their children (a like, an RSVP, a vote), so delta pulls send them again.
 * Insert-only: many campers liking one post at once each add a row, and none waits on another's
 * lock the way bumping the post's own `updated_at` inside each keyed transaction made them.
 */
export const touches = pgTable(
  'touches',
  {
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    touchedAt: createdAt('touched_at'),
  },
  (t) => [index('touches_entity_touched_idx').on(t.entity, t.touchedAt)],
);

/**
 * How far the touches log has been pruned, per entity: a delta pull whose cursor is older than
 * `pruned_before` gets that entity in full (lib/touch-prune.ts), and `pruned_count` keeps the
 * count of touches ever made (kept + pruned) growing, which the schedule's change stamp relies on.
 */
export const touchPrunes = pgTable('touch_prunes', {
  entity: text('entity').primaryKey(),
  prunedBefore: moment('pruned_before').notNull(),
  prunedCount: bigint('pruned_count', { mode: 'number' }).notNull().default(0),
});
