/**
 * Stores what the replication stream brought, in one transaction with the new cursor, so the screens
 * never see half a pull and the cursor never claims data the phone does not hold (a pull that fails,
 * for a lost connection or a full phone, keeps nothing and leaves the cursor where it was).
 */
import type { PullResponse, TableChanges } from '../../contracts/replication';
import type { CarriedRows } from '../../contracts/replication-rules';
import { CLEARED_KEY, type ClearedCopy } from './cleared-copy';
import { getMeta, setMeta } from './meta-repo';
import { heldRecords, keyText, storeChanges } from './replica-changes';
import { sessionRows } from './outbox-owner';
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

type CarriedTables = Record<string, object[] | undefined>;

const idOf = (item: unknown): unknown => (item as { id?: unknown }).id;

/** A record with the shared part laid over it: lists of records with ids (a sheet's slots) are laid over item by item. */
function laidOver(held: Record<string, unknown>, part: Record<string, unknown>): Record<string, unknown> {
  const out = { ...held };
  for (const [field, value] of Object.entries(part)) {
    const mine = held[field];
    if (!Array.isArray(value) || !Array.isArray(mine)) {
      out[field] = value;
      continue;
    }
    const theirs = new Map(value.map((item: object) => [idOf(item), item]));
    out[field] = mine.map((item: object) => ({ ...item, ...theirs.get(idOf(item)) }));
  }
  return out;
}

/**
 * What a poke carried (contracts/replication-rules.ts), in one transaction: each new record stored as a pull stores
 * it, where the phone does not hold it yet (one it holds came from a pull or from the camper's own change, and is as
 * new), with `_receivedAt` to keep it through a full pull that started before it came; each shared part laid over the
 * record held, unless the camper's own change to it still waits for its answer (the answer settles it). The cursor
 * stays where it is: the poke's pull moves it.
 */
export async function storeCarried(carried: CarriedRows): Promise<void> {
  const receivedAt = Date.now();
  const made = (carried.made ?? {}) as CarriedTables;
  const shared = (carried.shared ?? {}) as CarriedTables;
  await db.transaction('rw', db.tables, async () => {
    const queued = await sessionRows();
    for (const spec of replicaTables) {
      const table = db.table(spec.table);
      const keyOf = (row: object) => (row as Record<string, string>)[table.schema.primKey.keyPath as string] ?? '';
      const rows = made[spec.table] ?? [];
      const held = await table.bulkGet(rows.map(keyOf));
      const items = rows.filter((_, i) => !held[i]).map((row) => ({ ...row, _receivedAt: receivedAt }));
      const changes: TableChanges = { items, deleted: [] };
      if (items.length > 0) await (spec.store ? spec.store(changes, false, receivedAt) : storeChanges(spec, changes, false, receivedAt));
      const parts = shared[spec.table] ?? [];
      const waiting = parts.length > 0 ? await heldRecords(spec.table, queued) : new Map();
      for (const part of parts) {
        const record = waiting.has(keyText(keyOf(part)))
          ? undefined
          : ((await table.get(keyOf(part))) as Record<string, unknown> | undefined);
        if (record) await table.put(laidOver(record, part as Record<string, unknown>));
      }
    }
  });
}

export { REPLICATION_STATUS_KEY, type ReplicationStatus } from './replication-status';

export async function setReplicationStatus(state: ReplicationStatus['state']): Promise<void> {
  const last = (await getMeta<ReplicationState>(REPLICATION_KEY))?.at;
  await setMeta(REPLICATION_STATUS_KEY, { state, at: last } satisfies ReplicationStatus);
}
