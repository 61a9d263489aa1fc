import { Check } from 'lucide-react';
import { useTranslation } from '../../../i18n';
import { usePackingItems } from '../../../db/packing/use-packing';

/** The server packing list with the person's ticks (read-only here; ticking is on /packing). */
export function PackingTab() {
  const { t } = useTranslation('profile');
  const items = usePackingItems();
  if (!items) return null;
  const done = items.filter((i) => i.is_checked).length;
  return (
    <div className="px-4">
      <p className="mb-2 text-sm text-slate-500 dark:text-slate-400">{t('profile:packed', { done, total: items.length })}</p>
      <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {items.map((i) => (
          <li key={i.id} className="flex items-center gap-2 py-1.5">
            <Check aria-hidden className={`h-4 w-4 ${i.is_checked ? 'text-emerald-600' : 'text-transparent'}`} />
            <span className={i.is_checked ? 'text-slate-500 line-through' : ''}>{i.item_name}</span>
            {i.is_essential ? <span className="ml-auto text-xs text-amber-700 dark:text-amber-400">{t('profile:essential')}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
