/**
 * Stores what the replication stream brought, in one transaction with the new cursor, so the screens
 * never see half a pull.
 */
import type { PullResponse } from '../../contracts/pull';
import { getMeta, setMeta } from './meta-repo';
import { storeChanges } from './replica-changes';
import { replicaTables } from './replica-tables';
import { REPLICATION_STATUS_KEY, type ReplicationStatus } from './replication-status';
import { db } from './schema';
import { storing } from './storage-full';

export const REPLICATION_KEY = 'replication';

export interface ReplicationState {
  cursor: string;
  /** The tables the cursor covers: when the app learns a new table, it pulls everything again. */
  tables: string[];
  /** When the last pull answered (ms). */
  at: number;
}

export const replicatedTableNames = (): string[] => replicaTables.map((t) => t.table);

/** Stores a whole pull answer and its cursor in one transaction. */
export async function storePull(answer: PullResponse, requestedAt: number): Promise<void> {
  // No room for the camp: nothing of this pull is kept, the cursor stays, and the camper is told.
  await storing(() => db.transaction('rw', db.tables, async () => {
    for (const spec of replicaTables) {
      const changes = answer.tables[spec.table];
      if (!changes) continue;
      if (spec.store) await spec.store(changes, answer.full, requestedAt);
      else await storeChanges(spec, changes, answer.full, requestedAt);
    }
    const state: ReplicationState = { cursor: answer.cursor, tables: replicatedTableNames(), at: Date.now() };
    await setMeta(REPLICATION_KEY, state);
  }), 'download');
}

export { REPLICATION_STATUS_KEY, type ReplicationStatus } from './replication-status';

export async function setReplicationStatus(state: ReplicationStatus['state']): Promise<void> {
  const last = (await getMeta<ReplicationState>(REPLICATION_KEY))?.at;
  await setMeta(REPLICATION_STATUS_KEY, { state, at: last } satisfies ReplicationStatus);
}
