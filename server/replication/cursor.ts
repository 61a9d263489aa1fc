/**
 * The replication stream's cursor, `<micros>.<xmin>`, in the database's own commit order.
 *
 * Every read of a pull runs in one read-only snapshot (REPEATABLE READ). `xmin` is that snapshot's
 * oldest running transaction (of this database): every transaction older than it had finished, so each
 * row it last wrote was in this answer. Rows of a transaction that is newer but had finished are sent
 * again (a savepoint's own transaction id is not listed in a snapshot, so newer ids cannot be told apart). The next pull sends only rows last written by a transaction at or after `xmin`
 * (PostgreSQL's `xmin` system column): one committing while this pull read is sent next time, and
 * what the phone already has is not sent again.
 *
 * `micros` bounds the indexed read by change stamp (`updated_at`, `touched_at`, ...): the start of
 * the oldest transaction open when the pull began (its rows carry stamps from then on), less 5 s for
 * stamps written by the server's clock rather than the database's.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';

const STAMP_MARGIN = "interval '5 seconds'";

/** The one text value a statement answers. */
async function textOf(db: Db, query: SQL, key: string): Promise<string> {
  const [row] = await rowsOf(db, query);
  const value = row?.[key];
  if (typeof value !== 'string') throw new Error(`pull cursor: no ${key}`);
  return value;
}

/**
 * The snapshot's oldest running transaction that may write this database: transaction ids are shared by
 * every database of a PostgreSQL server, and one still running in another database, or autovacuum's
 * (seen running in `pg_stat_activity`, read just after the snapshot), cannot have written our rows. A transaction not
 * proven elsewhere counts, so the error can only be sending a row again, never missing one. With none
 * running, the snapshot's xmax: every older transaction had finished.
 */
const oldestRunningHere = sql`
  select coalesce(
    (select min(x::text::bigint) from pg_snapshot_xip(pg_current_snapshot()) as x
      where not exists (
        select 1 from pg_stat_activity a
        where a.backend_xid is not null
          and (a.datname is distinct from current_database() or a.backend_type = 'autovacuum worker')
          and a.backend_xid::text::bigint = (x::text::bigint & 4294967295))),
    pg_snapshot_xmax(pg_current_snapshot())::text::bigint
  )::text as xmin`;

/** Runs `read` in one read-only snapshot and gives the cursor that follows exactly what it saw. */
export async function readInSnapshot<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<{ result: T; cursor: string }> {
  // Read before the snapshot is taken: a transaction open then is either seen here or started later.
  const oldestOpen = sql`(select min(xact_start) from pg_stat_activity where xact_start is not null and pid <> pg_backend_pid() and datname = current_database())`;
  const micros = await textOf(
    db,
    sql`select (extract(epoch from least(statement_timestamp(), ${oldestOpen}) - ${sql.raw(STAMP_MARGIN)}) * 1000000)::bigint::text as micros`,
    'micros',
  );
  return db.transaction(
    async (tx) => {
      const xmin = await textOf(tx, oldestRunningHere, 'xmin');
      return { result: await read(tx), cursor: `${micros}.${xmin}` };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
