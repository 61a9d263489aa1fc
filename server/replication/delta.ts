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
 * replication stream's cursor (cursor.ts) adds the database's own commit order, so what the
 * phone already has is not sent again.
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
   * The replication stream's commit order (cursor.ts): rows last written by a transaction older than
   * `xmin` (the oldest still running when the phone's answer was read) were already in that answer;
   * `xmax` is this snapshot's, so rows' 32-bit `xmin` reads as a 64-bit id. Without it, every row
   * changed after `micros` counts. A full pull carries its snapshot's xmax here too, and reads everything.
   */
  commits?: { xmin: string; xmax: string };
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
  const ms = typeof raw === 'string' ? Date.parse(raw) : NaN;
  if (!inTimeRange(ms)) throw invalidRequest('since must be a cursor from an earlier answer or a date.');
  return { micros: String(ms * 1000), full: ms <= 0 };
}

/**
 * True for a row of `table` last written by a transaction at or after `commits.xmin`: the row's 32-bit
 * `xmin` is read as the 64-bit id at most 2^32 before the snapshot's xmax, exact for a cursor less than
 * 2^31 transactions behind (cursor.ts gives an older one a full pull).
 */
function writtenSince(table: string, commits: NonNullable<Since['commits']>): SQL {
  const xmax = BigInt(commits.xmax);
  const reach = (xmax - BigInt(commits.xmin)).toString();
  const age = sql`((${(xmax & 0xffffffffn).toString()}::bigint - ${sql.identifier(table)}.xmin::text::bigint) & 4294967295)`;
  return sql`(${age} <= ${reach}::bigint)`;
}

const asTimestamp = (since: Since) => sql`(timestamptz 'epoch' + (${since.micros}::bigint * interval '1 microsecond'))`;

/** A where-condition: the column changed after `since` (no condition for a full pull). */
export function changedAfter(column: PgColumn, since: Since): SQL | undefined {
  if (since.full) return undefined;
  const after = sql`${column} > ${asTimestamp(since)}`;
  return since.commits ? sql`(${after} and ${writtenSince(getTableName(column.table), since.commits)})` : after;
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

/** `recordTouch` for several rows of one entity, in one statement (each id once). */
export async function recordTouches(db: Db, entity: string, ids: Iterable<string>): Promise<void> {
  const values = [...new Set(ids)].map((entityId) => ({ entity, entityId }));
  if (values.length > 0) await db.insert(touches).values(values);
}

/** Wraps the changed items with the ids deleted since then and the next cursor. */
export async function deltaOf<T>(db: Db, entity: string, since: Since, items: T[]): Promise<Delta<T>> {
  const cursor = await nextCursor(db);
  return { items, deleted: await deletedSince(db, [entity], since), cursor };
}

/** The table every source's deleted ids come from. */
export const TOMBSTONES_TABLE = getTableName(tombstones);

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
