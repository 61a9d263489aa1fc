/**
 * The hub's side of the pull: the camp it read from the cloud replaces the copy it held, every copied table in one
 * transaction, so a reader (or a pull cut half-way) sees the old camp or the new one, never a mix.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { countCopiedRows, type HubRow } from './hub-pull-repository.js';
import { copiedTables } from './hub-tables-repository.js';

export interface TableRows {
  table: string;
  rows: HubRow[];
}

/** Rows written per statement: one JSON value each, so a few hundred rows are one call into the engine. */
const ROWS_PER_INSERT = 500;

/**
 * Replaces every copied table with the pulled rows; `first`, when given, runs at the start of the same transaction (it
 * may throw to leave the copy as it was).
 */
export async function replaceCamp(
  db: Db,
  pulled: TableRows[],
  first?: (tx: Db) => Promise<void>,
): Promise<{ table: string; area: string; rows: number }[]> {
  return db.transaction(async (tx) => {
    await first?.(tx);
    // The rows arrive table by table, and the cloud's foreign keys already held: they are not checked again here.
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const table of copiedTables) await tx.execute(sql`delete from ${sql.identifier(table.name)}`);
    for (const { table, rows } of pulled) {
      const name = sql.identifier(table);
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
        const batch = JSON.stringify(rows.slice(i, i + ROWS_PER_INSERT));
        await tx.execute(sql`insert into ${name} select * from json_populate_recordset(null::${name}, ${batch}::json)`);
      }
    }
    // A serial id (the packing list's) goes on after the highest copied one.
    const serials = await rowsOf<{ table_name: string; column_name: string }>(
      tx,
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and column_default like 'nextval(%'`,
    );
    for (const { table_name: table, column_name: column } of serials) {
      if (!copiedTables.some((t) => t.name === table)) continue;
      const [t, c] = [sql.identifier(table), sql.identifier(column)];
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${c}) from ${t}), 0) + 1, false)`,
      );
    }
    return countCopiedRows(tx);
  });
}
