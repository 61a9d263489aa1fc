/**
 * The column shapes the tables share, written once: ids, time stamps and the links between rows. Each keeps its column's
 * name in its type, so a read that writes columns under their names (the account export) is typed by them.
 */
import { index, pgTable, timestamp, uuid, type AnyPgColumn, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();

/** A moment with its time zone (nullable unless made `.notNull()`). */
export const moment = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** When the row was made (or `name`: when it was sent, joined...). */
export const createdAt = <N extends string = 'created_at'>(name = 'created_at' as N) =>
  // NoInfer: without a name the column is created_at, not the plain string the table's declaration would suggest.
  moment<NoInfer<N>>(name).notNull().defaultNow();

/** When the row last changed: what the replication stream's delta pulls read. */
export const updatedAt = () => moment('updated_at').notNull().defaultNow();

/** Made and last changed. */
export const stamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** The table's index on `updated_at`, named `<table>_updated_idx`, for delta pulls. */
export const updatedIndex = (table: string, t: { updatedAt: AnyPgColumn }) => index(`${table}_updated_idx`).on(t.updatedAt);

/** The row this one belongs to: it goes when that row goes. */
export const parentId = <N extends string>(name: N, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** A row this one points to, if any: the link empties when that row goes. */
export const linkId = <N extends string>(name: N, target: () => AnyPgColumn) => uuid(name).references(target, { onDelete: 'set null' });

/** A table of the replication stream: a uuid id, its own columns, made and changed stamps, and the index delta pulls read. */
export const replicatedTable = <N extends string, C extends Record<string, PgColumnBuilderBase>>(name: N, columns: C) =>
  pgTable(name, { id: id(), ...columns, ...stamps() }, (t) => [updatedIndex(name, t)]);
