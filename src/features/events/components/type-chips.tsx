import { useTranslation } from '../../../i18n';
import { useTypeName } from './type-badge';

/** The category filter chips (SPEC §2.3): all, the six user types, and any other type in the data. */
export function TypeChips({ types, value, onChange }: { types: string[]; value: string; onChange: (type: string) => void }) {
  const { t } = useTranslation('events');
  const typeName = useTypeName();
  return (
    <div role="group" aria-label={t('events:categories')} className="flex gap-2 overflow-x-auto px-4 pb-1">
      {types.map((type) => (
        <button
          key={type}
          type="button"
          aria-pressed={type === value}
          onClick={() => onChange(type)}
          className={`whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium ${type === value ? 'bg-emerald-700 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700'}`}
        >
          {typeName(type)}
        </button>
      ))}
    </div>
  );
}
