/**
 * Delta pulls (DECISIONS 11) for list routes; most routes answer through `sendList` (list-reply.ts). By hand:
 *
 *   const since = parseSince(request.query);           // undefined: the plain full list of SPEC §7
 *   if (!since) return sendWithEtag(request, reply, await loadAll());
 *   const items = await loadWhere(changedAfter(table.updatedAt, since));   // full list when since.full
 *   return sendWithEtag(request, reply, await deltaOf(db, 'packing', since, items));
 *
 * The cursor is opaque to the app: microseconds since the epoch on the database's clock, taken a
 * few seconds early so a write committing while we read is sent again rather than missed.
 * Deleted ids come from `tombstones` (call `recordDeletion` where rows are deleted).
 */
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { tombstones, touches, touchPrunes } from '../db/schema/index.js';
import { inTimeRange } from '../../contracts/common.js';
import { badRequest } from './http-error.js';

export interface Since {
  /** Microseconds since the epoch; 0 asks for everything. */
  micros: string;
  full: boolean;
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
  if (!inTimeRange(ms)) throw badRequest('Invalid request. since must be a cursor from an earlier answer or a date.');
  return { micros: String(ms * 1000), full: ms <= 0 };
}

const asTimestamp = (since: Since) => sql`(timestamptz 'epoch' + (${since.micros}::bigint * interval '1 microsecond'))`;

/** A where-condition: the column changed after `since` (no condition for a full pull). */
export function changedAfter(column: PgColumn | SQL, since: Since): SQL | undefined {
  return since.full ? undefined : sql`${column} > ${asTimestamp(since)}`;
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
  return sql`(${column} > ${at} or ${id}::text in (select ${touches.entityId} from ${touches} where ${touches.entity} = ${entity} and ${touches.touchedAt} > ${at}) or ${pruned})`;
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
    .where(and(inArray(tombstones.entity, entities), gt(tombstones.deletedAt, asTimestamp(since))));
  return gone.map((g) => g.id);
}

/** The next cursor: now on the database's clock, less a safety margin (see the header). */
export async function nextCursor(db: Db): Promise<string> {
  const cursorRows = await db.execute(sql.raw(`select (extract(epoch from now() - ${SAFETY_MARGIN}) * 1000000)::bigint::text as cursor`));
  return firstRow<{ cursor: string }>(cursorRows)?.cursor ?? '0';
}

/** Notes deleted ids so delta pulls can tell the phones. */
export async function recordDeletion(db: Db, entity: string, ids: (string | number)[]): Promise<void> {
  if (ids.length === 0) return;
  const values = ids.map((id) => ({ entity, entityId: String(id) }));
  await db.insert(tombstones).values(values).onConflictDoUpdate({ target: [tombstones.entity, tombstones.entityId], set: { deletedAt: sql`now()` } });
}

/** Forgets that ids were deleted (they exist again). */
export async function clearDeletion(db: Db, entity: string, ids: (string | number)[]): Promise<void> {
  if (ids.length > 0) await db.delete(tombstones).where(and(eq(tombstones.entity, entity), inArray(tombstones.entityId, ids.map(String))));
}

function firstRow<R>(result: unknown): R | undefined {
  const rows = Array.isArray(result) ? result : (result as { rows?: unknown[] }).rows;
  return rows?.[0] as R | undefined;
}
