/**
 * The touches log (lib/delta.ts `recordTouch`) gains a row per like, RSVP and vote. Rows older than
 * TOUCH_RETENTION_DAYS are deleted, and in the same transaction `touch_prunes` records, per entity,
 * the cutoff and how many rows went. A delta read whose cursor is older than the cutoff cannot tell
 * which rows were touched before it, so `changedOrTouched` answers it with the entity in full: every
 * pull stays correct, whatever the cursor's age, and only phones away longer than the retention pay
 * for a full list. The schedule's change stamp counts kept + pruned touches, so pruning never
 * makes it repeat an earlier value.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { touches, touchPrunes } from '../db/schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Longer than any camp weekend and the days before it: a phone that slept less than this gets a small delta. */
export const TOUCH_RETENTION_DAYS = 30;

const pruneCutoff = (now: Date) => new Date(now.getTime() - TOUCH_RETENTION_DAYS * DAY_MS);

/** Deletes touches older than the retention and records the cutoff per entity; returns how many rows went. */
export async function pruneTouches(db: Db, now: Date): Promise<number> {
  const cutoff = pruneCutoff(now).toISOString();
  return db.transaction(async (tx) => {
    const [counted] = await rowsOf<{ removed: number }>(
      tx,
      sql`
      with gone as (delete from ${touches} where ${touches.touchedAt} < ${cutoff}::timestamptz returning ${touches.entity} as entity),
      counted as (select entity, count(*) as n from gone group by entity),
      recorded as (
        insert into ${touchPrunes} (entity, pruned_before, pruned_count)
        select entity, ${cutoff}::timestamptz, n from counted
        on conflict (entity) do update set
          pruned_before = greatest(${touchPrunes.prunedBefore}, excluded.pruned_before),
          pruned_count = ${touchPrunes.prunedCount} + excluded.pruned_count
        returning 1
      )
      select coalesce(sum(n), 0)::int as removed from counted`,
    );
    return Number(counted?.removed ?? 0);
  });
}
