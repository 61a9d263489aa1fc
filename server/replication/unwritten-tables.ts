/**
 * Which tables no transaction wrote since a pull's cursor, known without asking the database, on the embedded database
 * (PGlite) only: there every statement passes through this process (db/table-changes.ts counts each table's writes) and
 * transactions run one at a time. A delta pull (routes.ts) skips each source whose tables all stood still.
 *
 * Inside a pull's snapshot no other transaction is running, so every write noted so far has ended, by a transaction
 * older than the snapshot's xmax. The first pull to see a table's write count at a value notes that xmax beside it;
 * while the count stays there, the table holds no row written by a transaction at or after that xmax. A cursor whose
 * `xmin` is at or past it asks only for such rows (cursor.ts): the source's reads would answer nothing. A write waiting
 * for the engine while a pull reads is noted again once it has run (db/pglite-statements.ts), so the count moves past
 * the value that pull noted. After a restart the tables are noted once (`noteTablesAtStart`): cursors from before it
 * read every table once.
 *
 * On PostgreSQL other instances write too, and nothing here knows of their writes: every source is read.
 */
import type { Db } from '../db/client.js';
import { tableChangesOf, type TableChanges } from '../db/table-changes.js';
import { inSnapshotOfItsOwn } from './cursor.js';
import type { Since } from './delta.js';

interface Seen {
  /** The table's write count (TableChanges.stamp). */
  count: string;
  /** The xmax of the snapshot that first saw it. */
  xmax: bigint;
}

const seenBy = new WeakMap<TableChanges, Map<string, Seen>>();

/** Notes where each table stands, seen in a snapshot whose xmax is `xmax`: only the first sight of a count is kept. */
function note(changes: TableChanges, xmax: bigint, tables: Iterable<string>, quietBy?: bigint): Set<string> {
  let seen = seenBy.get(changes);
  if (!seen) seenBy.set(changes, (seen = new Map<string, Seen>()));
  const unwritten = new Set<string>();
  for (const table of tables) {
    const count = changes.stamp([table]);
    const last = seen.get(table);
    if (last?.count !== count) seen.set(table, { count, xmax });
    else if (quietBy !== undefined && last.xmax <= quietBy) unwritten.add(table);
  }
  return unwritten;
}

/**
 * For a pull on the embedded database, called inside its snapshot (`readPull`'s read): notes where each of `tables`
 * stands (all of them, full pulls too, so a table is known from the earliest pull after its last write) and, for a
 * delta pull, answers those that stood still since the cursor. Undefined on PostgreSQL and for a full pull.
 */
export function unwrittenSince(db: Db, since: Since, tables: Iterable<string>): ReadonlySet<string> | undefined {
  const changes = tableChangesOf(db);
  if (!changes || !since.commits) return undefined;
  const unwritten = note(changes, BigInt(since.commits.xmax), tables, since.full ? undefined : BigInt(since.commits.xmin));
  return since.full ? undefined : unwritten;
}

/**
 * On the embedded database, once the server is ready: notes where each table stands in a snapshot of its own, so the
 * first pulls after a start already skip what stood still since (any cursor from before has an older `xmin`).
 */
export async function noteTablesAtStart(db: Db, tables: Iterable<string>): Promise<void> {
  const changes = tableChangesOf(db);
  if (!changes) return;
  await inSnapshotOfItsOwn(db, (xmax) => note(changes, xmax, tables));
}
