import { count } from 'drizzle-orm';
import { packingCatalog } from '../../../contracts/packing-catalog.js';
import type { Db } from '../client.js';
import { packingItems } from '../schema/index.js';

/** The camp's packing list: the 43 items of SPEC §9, inserted once. */
export async function seedPacking(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(packingItems);
  if ((row?.n ?? 0) > 0) return;
  await db
    .insert(packingItems)
    .values(
      packingCatalog.map((item, position) => ({ itemName: item.name, category: item.category, isEssential: item.essential, position })),
    );
}
