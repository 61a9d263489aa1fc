import { CloudOff } from 'lucide-react';
import { useTranslation } from '../../../i18n';
import { itemName, itemTip } from '../packing-text';

export interface PackingRowItem {
  id: string;
  name: string;
  category: string;
  essential: boolean;
  checked: boolean;
  description?: string;
  pending?: boolean;
}

/** One checkbox line; `pending` shows that the tick is waiting to be sent. */
export function PackingRow({ item, onToggle }: { item: PackingRowItem; onToggle: (item: PackingRowItem) => void }) {
  const { t } = useTranslation('packing');
  return (
    <li>
      <label className="flex cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 dark:hover:bg-slate-800/60">
        <input type="checkbox" className="mt-1 h-5 w-5 accent-emerald-600" checked={item.checked} onChange={() => onToggle(item)} />
        <span className="flex-1">
          <span className={item.checked ? 'text-slate-400 line-through' : ''}>{itemName(item)}</span>
          {item.essential ? (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:bg-amber-900 dark:text-amber-200">
              {t('packing:essential')}
            </span>
          ) : null}
          {item.description ? <span className="block text-xs text-slate-500 dark:text-slate-400">{itemTip(item)}</span> : null}
        </span>
        {item.pending ? <CloudOff className="mt-1 h-4 w-4 text-slate-400" aria-label={t('packing:waiting')} /> : null}
      </label>
    </li>
  );
}
