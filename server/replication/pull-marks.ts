/**
 * The marks a pull's cursor names (schema/pull-marks.ts). A mark is written after the pull's snapshot,
 * so a database holding it, as it was written, holds everything that pull sent. It is written without
 * waiting for the disk: a mark lost in a crash costs that phone a full pull, never a missed row.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { pullMarks } from '../db/schema/index.js';
import { TOUCH_RETENTION_DAYS } from './touch-prune.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes a new mark and gives its id (32 hex digits, as the cursor carries it). */
export async function writeMark(db: Db): Promise<string> {
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    const [row] = await tx.insert(pullMarks).values({}).returning({ id: pullMarks.id });
    return row?.id;
  });
  if (!id) throw new Error('pull cursor: no mark');
  return id.replaceAll('-', '');
}

/**
 * The 64-bit id of the transaction that wrote the mark, when this database holds it as written (the
 * row's own 32-bit `xmin` still matches) and it is younger than the touches' retention; else undefined.
 */
export async function markedXid(tx: Db, mark: string): Promise<bigint | undefined> {
  const [row] = await rowsOf<{ xid: string }>(
    tx,
    sql`select ${pullMarks.xid}::text as xid from ${pullMarks}
      where ${pullMarks.id} = ${mark}::uuid
        and ${pullMarks}.xmin::text::bigint = (${pullMarks.xid} & 4294967295)
        and ${pullMarks.madeAt} > now() - make_interval(days => ${TOUCH_RETENTION_DAYS})`,
  );
  return row ? BigInt(row.xid) : undefined;
}

/** Deletes the marks older than the touches' retention: their cursors get a full pull. */
export async function prunePullMarks(db: Db, now: Date): Promise<void> {
  await db.delete(pullMarks).where(lt(pullMarks.madeAt, new Date(now.getTime() - TOUCH_RETENTION_DAYS * DAY_MS)));
}

/** Deletes every mark: every phone's next pull is a full one (a camp hub's copy was replaced under them). */
export async function deleteAllPullMarks(db: Db): Promise<void> {
  await db.delete(pullMarks);
}
