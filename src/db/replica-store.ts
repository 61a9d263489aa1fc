/**
 * Stores what the replication stream brought, in one transaction with the new cursor, so the screens
 * never see half a pull and the cursor never claims data the phone does not hold (a pull that fails,
 * for a lost connection or a full phone, keeps nothing and leaves the cursor where it was).
 */
import type { PullResponse, TableChanges } from '../../contracts/replication';
import { CLEARED_KEY, type ClearedCopy } from './cleared-copy';
import { getMeta, setMeta } from './meta-repo';
import { storeChanges } from './replica-changes';
import { replicaTables } from './replica-tables';
import { REPLICATION_STATUS_KEY, type ReplicationStatus } from './replication-status';
import { db } from './schema';

export const REPLICATION_KEY = 'replication';

export interface ReplicationState {
  cursor: string;
  /** The tables the cursor covers: when the app learns a new table, it pulls everything again. */
  tables: string[];
  /** When the last pull answered (ms). */
  at: number;
}

export const replicatedTableNames = (): string[] => replicaTables.map((t) => t.table);

const NOTHING: TableChanges = { items: [], deleted: [] };

/**
 * Stores a whole pull answer and its cursor in one transaction. A full answer (a first pull, a cleared
 * copy, or a cursor the server could not vouch for, e.g. after its database was restored) replaces every
 * table: what it does not list goes, except what the camper still has changes queued for.
 */
export async function storePull(answer: PullResponse, requestedAt: number): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    for (const spec of replicaTables) {
      const changes = answer.tables[spec.table] ?? (answer.full ? NOTHING : undefined);
      if (!changes) continue;
      if (spec.store) await spec.store(changes, answer.full, requestedAt);
      else await storeChanges(spec, changes, answer.full, requestedAt);
    }
    const state: ReplicationState = { cursor: answer.cursor, tables: replicatedTableNames(), at: Date.now() };
    await setMeta(REPLICATION_KEY, state);
    // The whole camp is back on a phone whose copy was cleared: in the same transaction as the data.
    const cleared = await getMeta<ClearedCopy>(CLEARED_KEY);
    if (answer.full && cleared && !cleared.restored) await setMeta(CLEARED_KEY, { ...cleared, restored: true });
  });
}

export { REPLICATION_STATUS_KEY, type ReplicationStatus } from './replication-status';

export async function setReplicationStatus(state: ReplicationStatus['state']): Promise<void> {
  const last = (await getMeta<ReplicationState>(REPLICATION_KEY))?.at;
  await setMeta(REPLICATION_STATUS_KEY, { state, at: last } satisfies ReplicationStatus);
}
