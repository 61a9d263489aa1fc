/**
 * The packing lists on the phone: `packing` mirrors the camper's synced list (filled by the
 * replication stream; ticks are the 'packing.tick' change), `packingLocal` is the 43-item
 * checklist that never leaves the phone.
 */
import { packingCatalog } from '../../../contracts/packing-catalog';
import { mutate } from '../mutate';
import { db } from '../schema';

/** Unticks every ticked item of the synced list. */
export async function resetPacking(): Promise<void> {
  const ticked = await db.packing.filter((i) => i.is_checked).toArray();
  for (const item of ticked) await mutate('packing.tick', { id: item.id, checked: false });
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
