import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns.js';

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
 * `pruned_before` gets that entity in full (server/replication/touch-prune.ts), and `pruned_count` keeps the
 * count of touches ever made (kept + pruned) growing, which the schedule's change stamp relies on.
 */
export const touchPrunes = pgTable('touch_prunes', {
  entity: text('entity').primaryKey(),
  prunedBefore: moment('pruned_before').notNull(),
  prunedCount: bigint('pruned_count', { mode: 'number' }).notNull().default(0),
});

/**
 * One row per pull answer, written after the pull's snapshot (server/replication/cursor.ts): the cursor
 * names it, and a database that does not hold it, as written (restored to before it, reloaded, another
 * database), cannot vouch for what the phone holds, so the phone gets a full pull. `xid` is the writing
 * transaction's 64-bit id: a reload writes the row again under another `xmin`, which no longer matches it.
 */
export const pullMarks = pgTable('pull_marks', {
  id: uuid('id').primaryKey().defaultRandom(),
  xid: bigint('xid', { mode: 'bigint' })
    .notNull()
    .default(sql`(pg_current_xact_id()::text::bigint)`),
  madeAt: createdAt('made_at'),
});
