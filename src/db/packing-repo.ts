/**
 * The packing lists on the phone: `packing` mirrors the camper's synced list (ticks go through the
 * outbox so they work offline and reach the server once), `packingLocal` is the 43-item checklist
 * that never leaves the phone.
 */
import type { PackingItem } from '../../contracts/packing';
import { packingCatalog } from '../../contracts/packing-catalog';
import { enqueue } from './outbox';
import { ownedBy } from './outbox-owner';
import { db, type OutboxRow } from './schema';

/** Sets one tick of the synced list: shown at once, sent as PUT /packing/{id} (a set, so a replay is harmless). */
export async function setPackingChecked(id: number, checked: boolean): Promise<void> {
  const current = await db.packing.get(id);
  if (!current || current.is_checked === checked) return;
  await enqueue(
    {
      entity: `packing:${id}`,
      method: 'PUT',
      path: `/packing/${id}`,
      body: { is_checked: checked },
      coalesce: 'set',
      baseline: { is_checked: current.is_checked },
      apply: 'packing-item',
      label: `${checked ? 'Tick' : 'Untick'} '${current.item_name}'`,
    },
    async () => {
      const before = await db.packing.get(id);
      if (!before) return [];
      await db.packing.put({ ...before, is_checked: checked, _pending: true });
      return [{ table: 'packing', key: id, value: before }];
    },
  );
}

/** Unticks every ticked item of the synced list. */
export async function resetPacking(): Promise<void> {
  const ticked = await db.packing.filter((i) => i.is_checked).toArray();
  for (const item of ticked) await setPackingChecked(item.id, false);
}

/** Stores the server's answer to a tick, unless a newer tick of the item by the same camper still waits to be sent. */
export async function storePackingItem(item: PackingItem, sent: Pick<OutboxRow, 'id' | 'owner'>): Promise<void> {
  const mine = ownedBy(sent.owner ?? null);
  await db.transaction('rw', db.packing, db.outbox, async () => {
    const newer = await db.outbox.where('entity').equals(`packing:${item.id}`).filter((r) => r.id !== sent.id && mine(r)).count();
    if (newer === 0) await db.packing.put(item);
  });
}

/** The 43-item local checklist, added on first use (and topped up if the catalog grows). */
export async function ensureLocalChecklist(): Promise<void> {
  await db.transaction('rw', db.packingLocal, async () => {
    const have = new Set(await db.packingLocal.toCollection().primaryKeys());
    const missing = packingCatalog.filter((c) => !have.has(c.id)).map((c) => ({ ...c, checked: false }));
    if (missing.length > 0) await db.packingLocal.bulkAdd(missing);
  });
}

export async function setLocalChecked(id: string, checked: boolean): Promise<void> {
  await db.packingLocal.update(id, { checked });
}

export async function resetLocalChecklist(): Promise<void> {
  await db.packingLocal.toCollection().modify({ checked: false });
}

