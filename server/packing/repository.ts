import { and, asc, eq, sql } from 'drizzle-orm';
import type { PackingItem } from '../../contracts/packing.js';
import type { Db } from '../db/client.js';
import { ownRowsExport, type ExportPart } from '../db/own-rows.js';
import { packingChecks, packingItems } from '../db/schema/index.js';
import { changedAfter, type Since } from '../replication/delta.js';

/** The camper's list: every camp item with this user's tick (SPEC §7 GET /packing). `since` keeps rows ticked or unticked after it. */
export async function listPacking(db: Db, userId: string, since?: Since): Promise<PackingItem[]> {
  const rows = await db
    .select({
      id: packingItems.id,
      item_name: packingItems.itemName,
      category: packingItems.category,
      is_checked: sql<boolean>`coalesce(${packingChecks.isChecked}, false)`,
      is_essential: packingItems.isEssential,
    })
    .from(packingItems)
    .leftJoin(packingChecks, and(eq(packingChecks.itemId, packingItems.id), eq(packingChecks.userId, userId)))
    .where(since && changedAfter(packingChecks.updatedAt, since))
    .orderBy(asc(packingItems.position), asc(packingItems.id));
  return rows.map((r) => ({ ...r, is_checked: Boolean(r.is_checked) }));
}

/** Sets the camper's tick on an item (the same answer however often it is sent); undefined when there is no such item. */
export async function setPackingCheck(db: Db, userId: string, itemId: number, isChecked: boolean): Promise<PackingItem | undefined> {
  const [item] = await db.select().from(packingItems).where(eq(packingItems.id, itemId)).limit(1);
  if (!item) return undefined;
  const [check] = await db
    .insert(packingChecks)
    .values({ userId, itemId, isChecked })
    .onConflictDoUpdate({ target: [packingChecks.userId, packingChecks.itemId], set: { isChecked, updatedAt: sql`now()` } })
    .returning({ isChecked: packingChecks.isChecked });
  return {
    id: item.id,
    item_name: item.itemName,
    category: item.category,
    is_checked: check?.isChecked ?? isChecked,
    is_essential: item.isEssential,
  };
}

/** Unticks every item of the camper. */
export async function resetPackingChecks(db: Db, userId: string): Promise<void> {
  await db
    .update(packingChecks)
    .set({ isChecked: false, updatedAt: sql`now()` })
    .where(and(eq(packingChecks.userId, userId), eq(packingChecks.isChecked, true)));
}

/** The person's ticks for their data export, in the list's order. */
export const packingExport: ExportPart<'packing'> = ownRowsExport('packing', {
  owner: packingChecks.userId,
  join: [[packingChecks.itemId, packingItems.id]],
  order: packingItems.position,
  columns: [packingChecks.itemId, packingItems.itemName, packingChecks.isChecked, packingChecks.updatedAt],
});
