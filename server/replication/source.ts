import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { deletedSince, type Since } from './delta.js';
import type { AuthUser } from '../auth/authenticate.js';

/**
 * One table of the replication stream (GET /api/pull). A new area joins the stream by declaring
 * one source here (server/replication/sources.ts) and one table in the app (src/db/replica-tables.ts).
 */
export interface PullSource {
  /** The phone's table name (Dexie), also the key in the answer's `tables`. */
  table: string;
  /**
   * Every database table `load` and `deleted` read (`tablesOf(...)`, db/table-changes.ts): on the embedded database a delta pull skips the
   * source when none of them was written since the cursor (unwritten-tables.ts). One left out would hide its changes;
   * tests/server/pull-source-tables.test.ts checks each source's statements against it.
   */
  tables: readonly string[];
  /**
   * What `user` may read of this table: everything when `since.full`, else only what changed
   * after `since` (read by an indexed change stamp, so a pull with nothing new costs little).
   */
  load(db: Db, user: AuthUser, since: Since): Promise<unknown[]>;
  /** The contract schema of its rows, when they hold images the server stored: those fields are signed (storage/signed-fields.ts). */
  rows?: z.ZodType;
  /**
   * Ids removed from what `user` may read since `since` (never asked on a full pull), read from the tombstones
   * (`deletedSince`, which recordDeletion writes): a delta pull on the embedded database asks only when the tombstones
   * changed since the cursor. Most sources name their tombstone entities with `deletedFrom(...)`.
   */
  deleted?(db: Db, user: AuthUser, since: Since): Promise<string[]>;
}

/** `deleted` for a source whose deletions are the tombstones of fixed entities. */
export const deletedFrom =
  (...entities: string[]) =>
  (db: Db, _user: AuthUser, since: Since): Promise<string[]> =>
    deletedSince(db, entities, since);
