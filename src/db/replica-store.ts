/**
 * Stores what the replication stream brought, in one transaction with the new cursor, so the screens
 * never see half a pull and the cursor never claims data the phone does not hold (a pull that fails,
 * for a lost connection or a full phone, keeps nothing and leaves the cursor where it was).
 */
import type { PullResponse, TableChanges } from '../../contracts/replication';
import type { CarriedRows } from '../../contracts/replication-rules';
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

/**
 * Rows a poke carried (contracts/replication-rules.ts), stored as a pull stores its own, where the phone does not hold
 * them yet: one it holds came from a pull or from the camper's own change, and is as new. The cursor stays where it is
 * (the poke's pull moves it); `_receivedAt` keeps them through a full pull that started before they came.
 */
export async function storeCarried(carried: CarriedRows): Promise<void> {
  const receivedAt = Date.now();
  await db.transaction('rw', db.tables, async () => {
    for (const spec of replicaTables) {
      const rows = (carried as Record<string, object[] | undefined>)[spec.table];
      if (!rows?.length) continue;
      const table = db.table(spec.table);
      const keyPath = table.schema.primKey.keyPath as string;
      const held = await table.bulkGet(rows.map((row) => (row as Record<string, string>)[keyPath] ?? ''));
      const items = rows.filter((_, i) => !held[i]).map((row) => ({ ...row, _receivedAt: receivedAt }));
      if (items.length === 0) continue;
      const changes: TableChanges = { items, deleted: [] };
      if (spec.store) await spec.store(changes, false, receivedAt);
      else await storeChanges(spec, changes, false, receivedAt);
    }
  });
}

export { REPLICATION_STATUS_KEY, type ReplicationStatus } from './replication-status';

export async function setReplicationStatus(state: ReplicationStatus['state']): Promise<void> {
  const last = (await getMeta<ReplicationState>(REPLICATION_KEY))?.at;
  await setMeta(REPLICATION_STATUS_KEY, { state, at: last } satisfies ReplicationStatus);
}
