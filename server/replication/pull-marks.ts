/**
 * The marks a pull's cursor names (schema/pull-marks.ts). A mark is written after the pull's snapshot,
 * so a database holding it, as it was written, holds everything that pull sent. On the embedded database a pull
 * whose snapshot follows the last mark with nothing written since names that mark instead (`lastMarkStanding`):
 * 30 phones pulling after one post write one mark, not 30. It is written without
 * waiting for the disk: a mark lost in a crash costs that phone a full pull, never a missed row.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { pullMarks } from '../db/schema/index.js';
import { tableChangesOf, type TableChanges } from '../db/table-changes.js';
import { TOUCH_RETENTION_DAYS } from './touch-prune.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A mark as a cursor carries it: its id (32 hex digits) and the transaction that wrote it. */
export interface Mark {
  id: string;
  xid: bigint;
}

/** How long the embedded database offers its last mark again (far within the marks' retention). */
const KEPT_MARK_MS = 10 * 60 * 1000;
/** On the embedded database: the last mark written, with every table's write count inside its transaction. */
const lastMarks = new WeakMap<TableChanges, Mark & { writes: string; at: number }>();

/** Writes a new mark. */
export async function writeMark(db: Db): Promise<Mark> {
  const changes = tableChangesOf(db);
  const mark = await db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    const [row] = await tx.insert(pullMarks).values({}).returning({ id: pullMarks.id, xid: pullMarks.xid });
    return row && { id: row.id.replaceAll('-', ''), xid: row.xid, writes: changes?.everyTable() };
  });
  if (!mark) throw new Error('pull cursor: no mark');
  const { writes, ...written } = mark;
  if (changes && writes !== undefined) lastMarks.set(changes, { ...written, writes, at: Date.now() });
  return written;
}

/**
 * Inside a pull's snapshot on the embedded database: the last mark written, when no statement has written any table
 * (marks included) since inside its transaction. Every transaction older than it had ended, and none wrote since, so
 * the mark vouches for this snapshot too, with its own transaction as the cursor's `xmin` (cursor.ts). Undefined on
 * PostgreSQL, where other instances write unseen.
 */
export function lastMarkStanding(db: Db): Mark | undefined {
  const changes = tableChangesOf(db);
  const last = changes && lastMarks.get(changes);
  if (!last || last.writes !== changes.everyTable() || Date.now() - last.at > KEPT_MARK_MS) return undefined;
  return { id: last.id, xid: last.xid };
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
