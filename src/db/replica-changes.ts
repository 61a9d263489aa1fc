/**
 * Stores one table's changes from the replication stream. Records the signed-in person still has
 * changes queued for are left as they show (the outbox's answer settles them), but the server's
 * version becomes what a refusal rolls back to: after a refused change the phone shows the server's
 * truth (Full, Ended), never an older copy that no later pull would correct.
 */
import type { TableChanges } from '../../contracts/replication';
import { sessionRows } from './outbox-owner';
import { db, type OutboxRow } from './schema';

/** How one table's wire items become records. */
export interface ChangeSpec {
  table: string;
  /** Turns a wire item into the stored record (default: as it comes). */
  map?: (item: unknown) => object;
}

type Key = string | number;
export const keyText = (key: unknown): string => JSON.stringify(key);
/** Deleted ids come as text: a table keyed by numbers (packing) has them as numbers. */
const deletedKeys = (id: string): Key[] => (/^\d{1,15}$/.test(id) ? [id, Number(id)] : [id]);

/** The person's queued rows touching `table`, by record key (`keyText`). */
export async function heldRecords(table: string, rows: OutboxRow[]): Promise<Map<string, OutboxRow[]>> {
  const held = new Map<string, OutboxRow[]>();
  for (const row of rows)
    for (const step of row.undo) if (step.table === table) held.set(keyText(step.key), [...(held.get(keyText(step.key)) ?? []), row]);
  return held;
}

/** A refusal of these rows now restores the server's version (`value` undefined: the server has none). */
async function rebase(rows: OutboxRow[], table: string, key: Key, value: object | undefined): Promise<void> {
  for (const { id } of rows) {
    const row = await db.outbox.get(id);
    if (!row) continue;
    await db.outbox.update(id, { undo: row.undo.map((s) => (s.table === table && keyText(s.key) === keyText(key) ? { ...s, value } : s)) });
  }
}

/** Puts changed records and removes deleted ones (on a full pull also those the server no longer lists). */
export async function storeChanges(spec: ChangeSpec, changes: TableChanges, full: boolean, requestedAt: number): Promise<void> {
  const table = db.table(spec.table);
  const keyPath = table.schema.primKey.keyPath;
  if (typeof keyPath !== 'string') throw new Error(`replica: ${spec.table} needs a single key`);
  const keyOf = (r: object) => (r as Record<string, Key>)[keyPath] as Key;
  const held = await heldRecords(spec.table, await sessionRows());
  const items = changes.items.map((i) => (spec.map ? spec.map(i) : (i as object)));
  const incoming = new Set(items.map((r) => keyText(keyOf(r))));
  // A record a live event stored after this pull left cannot be in the answer yet: keep it.
  const newer = (r: object) => ((r as { _receivedAt?: number })._receivedAt ?? 0) >= requestedAt;
  const missing = full ? ((await table.toArray()) as object[]).filter((r) => !incoming.has(keyText(keyOf(r))) && !newer(r)).map(keyOf) : [];
  for (const key of [...missing, ...changes.deleted.flatMap(deletedKeys)]) {
    const rows = held.get(keyText(key));
    if (rows) await rebase(rows, spec.table, key, undefined);
    else await table.delete(key);
  }
  for (const item of items) {
    const rows = held.get(keyText(keyOf(item)));
    if (rows) await rebase(rows, spec.table, keyOf(item), item);
    else await table.put(item);
  }
}
