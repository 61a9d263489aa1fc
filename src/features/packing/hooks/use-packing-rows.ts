import { useMemo } from 'react';
import { useLocalChecklist, usePackingItems } from '../../../db/packing/use-packing';
import { useTappedRows } from '../../../db/hooks/use-tapped';
import type { PackingRowItem } from '../components/packing-row';

/** The synced list as rows for the list view, ticks showing at once (undefined while loading). */
export function useSyncedRows(): PackingRowItem[] | undefined {
  const items = useTappedRows('packing.tick', usePackingItems());
  return useMemo(
    () =>
      items?.map((i) => ({
        id: String(i.id),
        name: i.item_name,
        category: i.category,
        essential: i.is_essential,
        checked: i.is_checked,
        pending: Boolean(i._pending),
      })),
    [items],
  );
}

/** The phone-only checklist as rows (undefined while loading). */
export function useLocalRows(): PackingRowItem[] | undefined {
  return useLocalChecklist();
}
