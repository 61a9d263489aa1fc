import { sql } from 'drizzle-orm';
import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

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
