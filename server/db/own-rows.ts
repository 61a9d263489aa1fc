/** The rows a person made in one area, as each area's part of the account export reads them. */
import { asc, eq, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { AnyPgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

interface OwnRowsQuery<F extends SelectedFields> {
  /** The columns to read: the person's own rows and what they point at. */
  select: F;
  /** The table of the person's rows, and the tables each of them points at (inner joins). */
  from: PgTable;
  join: [table: PgTable, on: SQL][];
  /** The column that names the person, and the one the rows are ordered by (ascending). */
  owner: AnyPgColumn;
  order: AnyPgColumn;
}

/** The person's rows of `from`, each with the `join`ed rows it points at, in `order`. */
export async function ownRows<F extends SelectedFields>(db: Db, userId: string, query: OwnRowsQuery<F>): Promise<SelectResultFields<F>[]> {
  let rows: PgSelect = db
    .select(query.select as SelectedFields)
    .from(query.from)
    .$dynamic();
  for (const [table, on] of query.join) rows = rows.innerJoin(table, on);
  // Inner joins only: every selected column is as its table declares it, which is what SelectResultFields says.
  return (await rows.where(eq(query.owner, userId)).orderBy(asc(query.order))) as SelectResultFields<F>[];
}
