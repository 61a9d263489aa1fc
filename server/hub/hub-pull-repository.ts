/**
 * The cloud's side of the hub pull: every row of a copied table, a page at a time in key order, with no person's view
 * applied; the tables' row counts; and every stored image the rows point to.
 */
import { isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { camps, messages, posts, users } from '../db/schema/index.js';
import { uploadKey } from '../storage/upload-keys.js';
import { copiedTables, type CopiedTable } from './hub-tables-repository.js';

export type HubRow = Record<string, unknown>;

/** Up to `limit` rows of the table after the row whose key columns are `after` (from its first row when null). */
export async function readTablePage(db: Db, table: CopiedTable, after: HubRow | null, limit: number): Promise<HubRow[]> {
  const name = sql.identifier(table.name);
  const key = sql.join(
    table.key.map((column) => sql.identifier(column)),
    sql`, `,
  );
  // The last row's key, typed as the table types it: PostgreSQL reads it back from its own JSON.
  const from = after
    ? sql`where (${key}) > (select ${key} from json_populate_record(null::${name}, ${JSON.stringify(after)}::json))`
    : sql``;
  const rows = await rowsOf<{ row: HubRow | string }>(
    db,
    sql`select row_to_json(r) as row from (select * from ${name} ${from} order by ${key} limit ${limit}) r`,
  );
  return rows.map((r) => (typeof r.row === 'string' ? (JSON.parse(r.row) as HubRow) : r.row));
}

/** How many rows each copied table holds. */
export async function countCopiedRows(db: Db): Promise<{ area: string; table: string; rows: number }[]> {
  const counts = await rowsOf<{ name: string; rows: number | string }>(
    db,
    sql.join(
      copiedTables.map((t) => sql`select ${t.name} as name, count(*) as rows from ${sql.identifier(t.name)}`),
      sql` union all `,
    ),
  );
  const byName = new Map(counts.map((c) => [c.name, Number(c.rows)]));
  return copiedTables.map((t) => ({ area: t.area, table: t.name, rows: byName.get(t.name) ?? 0 }));
}

/** The storage keys of every photo, thumbnail and avatar the camp's rows point to, each once, avatars and thumbnails first. */
export async function storedImageKeys(db: Db): Promise<string[]> {
  const reads = await Promise.all([
    db.select({ url: users.avatarUrl }).from(users).where(isNotNull(users.avatarUrl)),
    db.select({ url: posts.thumbUrl }).from(posts).where(isNotNull(posts.thumbUrl)),
    db.select({ url: messages.thumbUrl }).from(messages).where(isNotNull(messages.thumbUrl)),
    db.select({ url: camps.imageUrl }).from(camps).where(isNotNull(camps.imageUrl)),
    db.select({ url: posts.imageUrl }).from(posts).where(isNotNull(posts.imageUrl)),
    db.select({ url: messages.imageUrl }).from(messages).where(isNotNull(messages.imageUrl)),
  ]);
  const keys = reads.flat().map((r) => (r.url ? uploadKey(r.url) : null));
  return [...new Set(keys.filter((k): k is string => k !== null))];
}
