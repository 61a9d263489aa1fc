import { db } from './schema';

/**
 * Stores what a pull brought into a cache table, in one transaction. Records with unsent changes
 * (`_pending`) are never overwritten or deleted: the outbox's answer settles them. With
 * `replaceAll`, local records missing from `items` are removed (a full list), except those a live
 * event stored after the pull's request left (`requestedAt`): the list could not have held them yet.
 */
export async function storePulled(tableName: string, items: object[], deleted: (string | number)[], replaceAll: boolean, requestedAt = Date.now()): Promise<void> {
  const table = db.table(tableName);
  const keyPath = table.schema.primKey.keyPath;
  if (typeof keyPath !== 'string') throw new Error(`pull: ${tableName} needs a single key`);
  const keyOf = (r: object) => (r as Record<string, unknown>)[keyPath] as string | number;
  await db.transaction('rw', table, async () => {
    const local = (await table.toArray()) as object[];
    const pending = new Set(local.filter((r) => (r as { _pending?: boolean })._pending).map((r) => String(keyOf(r))));
    const incoming = new Set(items.map((r) => String(keyOf(r))));
    const newer = (r: object) => ((r as { _receivedAt?: number })._receivedAt ?? 0) >= requestedAt;
    const gone = replaceAll ? local.filter((r) => !incoming.has(String(keyOf(r))) && !newer(r)).map(keyOf) : [];
    const deletedKeys = new Set(deleted.map(String));
    const toDelete = [...gone, ...local.map(keyOf).filter((k) => deletedKeys.has(String(k)))].filter((k) => !pending.has(String(k)));
    await table.bulkDelete(toDelete);
    await table.bulkPut(items.filter((r) => !pending.has(String(keyOf(r)))));
  });
}
