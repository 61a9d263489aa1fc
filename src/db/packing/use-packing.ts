import { useLiveQuery } from '../hooks/use-live-query';
import { packingCatalog } from '../../../contracts/packing-catalog';
import type { PackingItem } from '../../../contracts/packing';
import type { LocalMark, LocalPackingItem } from '../schema';
import { db } from '../schema';

/** The synced packing list in camp order (undefined while loading). */
export function usePackingItems(): (PackingItem & LocalMark)[] | undefined {
  return useLiveQuery(() => db.packing.toArray(), []);
}

const order = new Map(packingCatalog.map((c, i) => [c.id, i]));

/** The phone-only checklist in catalog order (undefined while loading). */
export function useLocalChecklist(): LocalPackingItem[] | undefined {
  return useLiveQuery(async () => (await db.packingLocal.toArray()).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)), []);
}
