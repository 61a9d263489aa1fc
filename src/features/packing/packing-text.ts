import { catalogSlug, packingCatalog, packingCategories } from '../../../contracts/packing-catalog';
import { i18next } from '../../i18n';
import type { PackingRowItem } from './components/packing-row';

const catalogIds = new Set(packingCatalog.map((c) => c.id));
const byName = new Map(packingCatalog.map((c) => [`${c.category}|${c.name}`, c.id]));

/** The catalog item a row is: the checklist's own id, or on the synced list the item of the same category and name; none for anything else. */
const catalogIdOf = (row: Pick<PackingRowItem, 'id' | 'name' | 'category'>) =>
  catalogIds.has(row.id) ? row.id : byName.get(`${row.category}|${row.name}`);

/** An item's name in the current language (the camp's catalog items); any other item as it is written. */
export function itemName(row: Pick<PackingRowItem, 'id' | 'name' | 'category'>): string {
  const id = catalogIdOf(row);
  return id ? i18next.t(`packing:itemName.${id}`) : row.name;
}

/** An item's tip in the current language (the camp's catalog items); any other tip as it is written. */
export function itemTip(row: Pick<PackingRowItem, 'id' | 'name' | 'category' | 'description'>): string {
  const id = catalogIdOf(row);
  return id ? i18next.t(`packing:itemTip.${id}`) : (row.description ?? '');
}

/** A category's name in the current language; an unknown category as it is written. */
export function categoryName(category: string): string {
  return (packingCategories as readonly string[]).includes(category) ? i18next.t(`packing:category.${catalogSlug(category)}`) : category;
}
