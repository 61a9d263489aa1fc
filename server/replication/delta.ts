/**
 * Delta pulls (DECISIONS 11) for list routes; most routes answer through `sendList` (list-reply.ts). By hand:
 *
 *   const since = parseSince(request.query);           // undefined: the plain full list of SPEC §7
 *   if (!since) return sendWithEtag(request, reply, await loadAll());
 *   const items = await loadWhere(changedAfter(table.updatedAt, since));   // full list when since.full
 *   return sendWithEtag(request, reply, await deltaOf(db, 'packing', since, items));
 *
 * The cursor is opaque to the app: microseconds since the epoch on the database's clock, taken a
 * few seconds early so a write committing while we read is sent again rather than missed. The
 * replication stream's cursor (`pullCursor`) adds the database's own commit order, so what the
 * phone already has is not sent again (see `pullCursor`).
 * Deleted ids come from `tombstones` (call `recordDeletion` where rows are deleted).
 */
import { and, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { tombstones, touches, touchPrunes } from '../db/schema/index.js';
import { inTimeRange } from '../../contracts/common.js';
import { invalidRequest } from '../http/errors.js';

export interface Since {
  /** Microseconds since the epoch; 0 asks for everything. */
  micros: string;
  full: boolean;
  /**
   * The oldest transaction still running when the answer was read (`pullCursor`): rows last written by
   * an older transaction were already in that answer. Without it, every row changed after `micros` counts.
   */
  xmin?: string;
}

export interface Delta<T> {
  items: T[];
  deleted: string[];
  cursor: string;
}

const SAFETY_MARGIN = "interval '5 seconds'";

/** The `since` query parameter, or undefined when the caller wants the plain list. */
export function parseSince(query: unknown): Since | undefined {
  const raw = query && typeof query === 'object' && 'since' in query ? query.since : undefined;
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw === 'string' && /^\d{1,17}$/.test(raw)) return { micros: BigInt(raw).toString(), full: BigInt(raw) === 0n };
  const pull = typeof raw === 'string' ? PULL_CURSOR.exec(raw) : null;
  if (pull?.[1] && pull[2]) return { micros: BigInt(pull[1]).toString(), full: BigInt(pull[1]) === 0n, xmin: BigInt(pull[2]).toString() };
  const ms = typeof raw === 'string' ? Date.parse(raw) : NaN;
  if (!inTimeRange(ms)) throw invalidRequest('since must be a cursor from an earlier answer or a date.');
  return { micros: String(ms * 1000), full: ms <= 0 };
}

/** The replication stream's cursor: `<micros>.<xmin>` (see `pullCursor`). */
const PULL_CURSOR = /^(\d{1,17})\.(\d{1,20})$/;

/**
 * True for a row of `table` last written by a transaction that was not finished when the cursor was
 * read (transaction ids compared as PostgreSQL does, modulo 2^32: rows in the time window are recent).
 */
function writtenSince(table: string, since: Since): SQL {
  const xmin32 = (BigInt(since.xmin ?? '0') & 0xffffffffn).toString();
  return sql`(((${sql.identifier(table)}.xmin::text::bigint - ${xmin32}::bigint) & 4294967295) < 2147483648)`;
}

const asTimestamp = (since: Since) => sql`(timestamptz 'epoch' + (${since.micros}::bigint * interval '1 microsecond'))`;

/** A where-condition: the column changed after `since` (no condition for a full pull). */
export function changedAfter(column: PgColumn, since: Since): SQL | undefined {
  if (since.full) return undefined;
  const after = sql`${column} > ${asTimestamp(since)}`;
  return since.xmin === undefined ? after : sql`(${after} and ${writtenSince(getTableName(column.table), since)})`;
}

/**
 * A where-condition: the row changed after `since`, itself or through a child (`recordTouch`).
 * `id` is the row's id column; no condition for a full pull. A cursor older than the entity's
 * pruned touches (lib/touch-prune.ts) matches every row: the touches it would need are gone.
 */
export function changedOrTouched(column: PgColumn, id: PgColumn, entity: string, since: Since): SQL | undefined {
  if (since.full) return undefined;
  const at = asTimestamp(since);
  const pruned = sql`exists (select 1 from ${touchPrunes} where ${touchPrunes.entity} = ${entity} and ${touchPrunes.prunedBefore} > ${at})`;
  const touched = sql`${id}::text in (select ${touches.entityId} from ${touches} where ${touches.entity} = ${entity} and ${changedAfter(touches.touchedAt, since)})`;
  return sql`(${changedAfter(column, since)} or ${touched} or ${pruned})`;
}

/** Notes that a row changed through a child (a like, an RSVP, a vote) without locking the row. */
export async function recordTouch(db: Db, entity: string, id: string): Promise<void> {
  await db.insert(touches).values({ entity, entityId: id });
}

/** Wraps the changed items with the ids deleted since then and the next cursor. */
export async function deltaOf<T>(db: Db, entity: string, since: Since, items: T[]): Promise<Delta<T>> {
  const cursor = await nextCursor(db);
  return { items, deleted: await deletedSince(db, [entity], since), cursor };
}

/** Ids of the entities deleted after `since` (one query, by the tombstones' (entity, deleted_at) index). */
export async function deletedSince(db: Db, entities: string[], since: Since): Promise<string[]> {
  if (entities.length === 0 || since.full) return [];
  const gone = await db
    .select({ id: tombstones.entityId })
    .from(tombstones)
    .where(and(inArray(tombstones.entity, entities), changedAfter(tombstones.deletedAt, since)));
  return gone.map((g) => g.id);
}

/** The next cursor: now on the database's clock, less a safety margin (see the header). */
async function nextCursor(db: Db): Promise<string> {
  const [row] = await rowsOf<{ cursor: string }>(
    db,
    sql.raw(`select (extract(epoch from now() - ${SAFETY_MARGIN}) * 1000000)::bigint::text as cursor`),
  );
  return row?.cursor ?? '0';
}

/** Notes deleted ids so delta pulls can tell the phones. */
export async function recordDeletion(db: Db, entity: string, ids: (string | number)[]): Promise<void> {
  if (ids.length === 0) return;
  const values = ids.map((id) => ({ entity, entityId: String(id) }));
  await db
    .insert(tombstones)
    .values(values)
    .onConflictDoUpdate({ target: [tombstones.entity, tombstones.entityId], set: { deletedAt: sql`now()` } });
}
