import { and, asc, eq, sql } from 'drizzle-orm';
import type { PackingItem } from '../../contracts/packing.js';
import type { Db } from '../db/client.js';
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
    .where(since ? changedAfter(packingChecks.updatedAt, since) : undefined)
    .orderBy(asc(packingItems.position), asc(packingItems.id));
  return rows.map((r) => ({ ...r, is_checked: Boolean(r.is_checked) }));
}
