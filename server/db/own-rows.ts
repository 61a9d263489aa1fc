/**
 * An area's own rows in the account export, declared as data: the person's rows of one table, each joined to the rows
 * it points at, with the columns the export writes. Each area declares its part (`ownRowsExport`); this one reader
 * reads every such part.
 */
import { asc, Column, eq, is } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { AccountExport } from '../../contracts/profile-account.js';
import type { Db } from './client.js';

/** A column the export writes under its name in the database, or a column it names otherwise (`{ option: pollOptions.text }`). */
type Written = AnyPgColumn | Record<string, AnyPgColumn>;

interface OwnRows<W extends Written> {
  /** The column that names the person: its table holds the person's rows. */
  owner: AnyPgColumn;
  /** Each column of those rows that points at another row, with the column it points at (inner joins). */
  join: [from: AnyPgColumn, to: AnyPgColumn][];
  /** The column the rows are ordered by (ascending). */
  order: AnyPgColumn;
  /** The columns written, in the export's order. */
  columns: W[];
}

type Fields<W extends Written> = W extends AnyPgColumn ? { [N in W['_']['name']]: W } : W;
type Together<U> = (U extends unknown ? (u: U) => void : never) extends (all: infer I) => void ? I : never;
/** A row as the export writes it: every moment as its ISO 8601 text. */
type Row<W extends Written> = {
  [K in keyof SelectResultFields<Together<Fields<W>>>]: SelectResultFields<Together<Fields<W>>>[K] extends infer V
    ? V extends Date
      ? string
      : V
    : never;
};

/** An area's part of the account export, read for one person. */
export type ExportPart<K extends keyof AccountExport> = (db: Db, userId: string) => Promise<Pick<AccountExport, K>>;

const fields = (columns: Written[]): Record<string, AnyPgColumn> =>
  Object.fromEntries(columns.flatMap((column) => (is(column, Column) ? [[column.name, column]] : Object.entries(column))));

const written = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([name, value]) => [name, value instanceof Date ? value.toISOString() : value]));

/** The export's field `wire`: the person's rows of `part.owner`'s table, in `part.order`. */
export function ownRowsExport<K extends keyof AccountExport, W extends Written>(
  wire: K,
  part: OwnRows<W>,
): (db: Db, userId: string) => Promise<Record<K, Row<W>[]>> {
  return async (db, userId) => {
    let rows = db.select(fields(part.columns)).from(part.owner.table).$dynamic() as unknown as PgSelect;
    for (const [from, to] of part.join) rows = rows.innerJoin(to.table, eq(to, from));
    const read: Record<string, unknown>[] = await rows.where(eq(part.owner, userId)).orderBy(asc(part.order));
    // Inner joins only: every column is as its table declares it, which is what SelectResultFields says.
    return { [wire]: read.map(written) } as Record<K, Row<W>[]>;
  };
}
