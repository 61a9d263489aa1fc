/**
 * The replication stream's cursor, `<micros>.<xmin>.<mark>`, in the database's own commit order.
 *
 * Every read of a pull runs in one read-only snapshot (REPEATABLE READ). `xmin` is that snapshot's
 * oldest running transaction (of this database), as a 64-bit id: every transaction older than it had
 * finished, so each row it last wrote was in this answer. Rows of a transaction that is newer but had
 * finished are sent again (a savepoint's own transaction id is not listed in a snapshot, so newer ids
 * cannot be told apart). The next pull sends only rows last written by a transaction at or after
 * `xmin` (PostgreSQL's `xmin` system column, read in 64 bits against the snapshot's xmax, delta.ts).
 *
 * `mark` names a row written after the snapshot, or on the embedded database the last one written when nothing has
 * been written since (its transaction is then the cursor's `xmin`, pull-marks.ts). A cursor is trusted only when this
 * database holds its mark as written, its `xmin` is not past the mark's transaction, and it is less
 * than 2^31 transactions behind (rows' `xmin` has 32 bits). Anything else (another database, a restored
 * backup, a dump reloaded, a forged or month-old cursor, the earlier forms) gets a full pull, which the
 * phone applies as it applies a cleared copy: never a silent skip.
 *
 * `micros` bounds the indexed read by change stamp (`updated_at`, ...): the database's clock at the
 * start of the oldest transaction open when the pull began, less 5 s for stamps written by the
 * server's clock. A session of another role hides its start: then the trusted cursor's own bound is
 * kept (it holds for every later `xmin`), or the database's start after a full pull.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import type { Since } from './delta.js';
import { lastMarkStanding, markedXid, writeMark } from './pull-marks.js';

const STAMP_MARGIN_MICROS = 5_000_000n;
/** How far behind the snapshot a cursor's `xmin` may be for the 32-bit comparison of rows' `xmin` to hold. */
const XID_REACH = 2n ** 31n;
const PULL_CURSOR = /^(\d{1,17})\.(\d{1,20})\.([0-9a-f]{32})$/;

interface Claimed {
  micros: bigint;
  xmin: bigint;
  mark: string;
}

function parseCursor(raw: string | undefined): Claimed | undefined {
  const parts = raw ? PULL_CURSOR.exec(raw) : null;
  if (!parts?.[1] || !parts[2] || !parts[3]) return undefined;
  return { micros: BigInt(parts[1]), xmin: BigInt(parts[2]), mark: parts[3] };
}

/** The change-stamp bound before the snapshot, on the database's clock (see the header). */
const timeBound = sql`
  select
    (extract(epoch from least(statement_timestamp(), (select min(xact_start) from pg_stat_activity
      where xact_start is not null and pid <> pg_backend_pid() and datname = current_database()))) * 1000000)::bigint::text as seen,
    (extract(epoch from pg_postmaster_start_time()) * 1000000)::bigint::text as started,
    exists (select 1 from pg_stat_activity where datname = current_database() and query = '<insufficient privilege>') as hidden`;

/**
 * The snapshot's oldest running transaction that may write this database: transaction ids are shared by
 * every database of a PostgreSQL server, and one still running in another database, or autovacuum's
 * (seen running in `pg_stat_activity`, read just after the snapshot), cannot have written our rows. A transaction not
 * proven elsewhere counts, so the error can only be sending a row again, never missing one. With none
 * running, the snapshot's xmax: every older transaction had finished.
 */
const snapshotBounds = sql`
  select coalesce(
    (select min(x::text::bigint) from pg_snapshot_xip(pg_current_snapshot()) as x
      where not exists (
        select 1 from pg_stat_activity a
        where a.backend_xid is not null
          and (a.datname is distinct from current_database() or a.backend_type = 'autovacuum worker')
          and a.backend_xid::text::bigint = (x::text::bigint & 4294967295))),
    pg_snapshot_xmax(pg_current_snapshot())::text::bigint
  )::text as xmin, pg_snapshot_xmax(pg_current_snapshot())::text as xmax`;

/** What the pull may send as a delta from `claimed`, or a full pull when this database cannot vouch for it. */
async function sinceOf(tx: Db, claimed: Claimed | undefined, xmax: bigint): Promise<Since> {
  const marked = claimed && (await markedXid(tx, claimed.mark));
  const trusted = claimed && marked !== undefined && claimed.xmin <= marked && marked < xmax && xmax - claimed.xmin < XID_REACH;
  // A full pull sends everything; its snapshot's bounds are still told (unwritten-tables.ts notes them).
  if (!trusted) return { micros: '0', full: true, commits: { xmin: xmax.toString(), xmax: xmax.toString() } };
  return { micros: claimed.micros.toString(), full: false, commits: { xmin: claimed.xmin.toString(), xmax: xmax.toString() } };
}

/**
 * Runs `read` in one read-only snapshot with what to send since the phone's cursor (`raw`), and gives
 * the cursor that follows exactly what it saw.
 */
export async function readPull<T>(
  db: Db,
  raw: string | undefined,
  read: (tx: Db, since: Since) => Promise<T>,
): Promise<{ result: T; since: Since; cursor: string }> {
  const claimed = parseCursor(raw);
  // Read before the snapshot is taken: a transaction open then is either seen here or started later.
  const [bound] = await rowsOf<{ seen: string; started: string; hidden: boolean }>(db, timeBound);
  if (!bound) throw new Error('pull cursor: no time bound');
  const { result, since, xmin, standing } = await db.transaction(
    async (tx) => {
      const [snapshot] = await rowsOf<{ xmin: string; xmax: string }>(tx, snapshotBounds);
      if (!snapshot) throw new Error('pull cursor: no snapshot');
      const since = await sinceOf(tx, claimed, BigInt(snapshot.xmax));
      return { result: await read(tx, since), since, xmin: BigInt(snapshot.xmin), standing: lastMarkStanding(db) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const micros = !bound.hidden
    ? BigInt(bound.seen) - STAMP_MARGIN_MICROS
    : claimed && !since.full
      ? claimed.micros
      : BigInt(bound.started) - STAMP_MARGIN_MICROS;
  const mark = standing ?? (await writeMark(db));
  // A mark written before the snapshot (nothing written since) is this cursor's `xmin`: the next pull asks from there.
  return { result, since, cursor: `${micros}.${mark.xid < xmin ? mark.xid : xmin}.${mark.id}` };
}

/** Runs `look` inside a snapshot of its own, with the snapshot's xmax (on the embedded database nothing else runs meanwhile). */
export async function inSnapshotOfItsOwn<T>(db: Db, look: (xmax: bigint) => T): Promise<T> {
  return db.transaction(async (tx) => {
    const [snapshot] = await rowsOf<{ xmax: string }>(tx, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`);
    if (!snapshot) throw new Error('pull cursor: no snapshot');
    return look(BigInt(snapshot.xmax));
  });
}
