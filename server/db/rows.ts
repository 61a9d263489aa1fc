/** Rows as many repositories read and write them: a raw statement's rows, and writes by id (revoking one too). */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** The rows of a raw statement (`db.execute(sql...)`), whichever driver answered (PGlite and node-postgres shape results apart). */
export async function rowsOf<T extends Record<string, unknown>>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  const rows = Array.isArray(result) ? result : (result as { rows?: unknown[] }).rows;
  return (rows ?? []) as T[];
}

type Keyed = PgTable & { id: AnyPgColumn; updatedAt: AnyPgColumn };

/**
 * Inserts one row unless its id is already taken (a client's id sent again): the new row's id, or
 * undefined when nothing was made. What `createOnce` (http/client-created.ts) asks of an insert.
 */
export async function insertOnce<T extends PgTable & { id: AnyPgColumn }>(
  db: Pick<Db, 'insert'>,
  table: T,
  values: PgInsertValue<T>,
): Promise<string | undefined> {
  const [row] = await db.insert(table).values(values).onConflictDoNothing({ target: table.id }).returning({ id: table.id });
  return row ? String(row.id) : undefined;
}

/** Sets `values` on the row with this id and stamps it changed; false when there is no such row. */
export async function updateRow<T extends Keyed>(db: Db, table: T, id: string, values: PgUpdateSetSource<T>): Promise<boolean> {
  const changed = await db
    .update(table)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return changed.length > 0;
}

/**
 * Deletes the row with this id and, in the same transaction, does `after` with the ids that went
 * (tells the phones); false when there was no such row.
 */
export async function deleteRow(db: Db, table: Keyed, id: string, after: (tx: Db, gone: string[]) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    await after(
      tx,
      gone.map((r) => String(r.id)),
    );
    return gone.length > 0;
  });
}

type Revocable = PgTable & { id: AnyPgColumn; revokedAt: AnyPgColumn };

/**
 * Revokes the row with this id at `at` (a secret link or key: an invitation, a hub key); one already revoked
 * keeps its moment. False when there is no such row.
 */
export async function revokeRow(db: Db, table: Revocable, id: string, at: Date): Promise<boolean> {
  const revoked = await db
    .update(table)
    .set({ revokedAt: sql`coalesce(${table.revokedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return revoked.length > 0;
}
