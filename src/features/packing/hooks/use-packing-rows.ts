import { useMemo } from 'react';
import { useLocalChecklist, usePackingItems } from '../../../db/hooks/use-packing';
import type { PackingRowItem } from '../components/packing-row';

/** The synced list as rows for the list view (undefined while loading). */
export function useSyncedRows(): PackingRowItem[] | undefined {
  const items = usePackingItems();
  return useMemo(
    () =>
      items?.map((i) => ({ id: String(i.id), name: i.item_name, category: i.category, essential: i.is_essential, checked: i.is_checked, pending: Boolean(i._pending) })),
    [items],
  );
}

/** The phone-only checklist as rows (undefined while loading). */
export function useLocalRows(): PackingRowItem[] | undefined {
  return useLocalChecklist();
}
