import { useTranslation } from '../../../i18n';

const tones: Record<string, string> = {
  meal: 'bg-orange-100 text-orange-800 dark:bg-orange-900/50 dark:text-orange-200',
  activity: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  safety: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  social: 'bg-violet-100 text-violet-800 dark:bg-violet-900/50 dark:text-violet-200',
  educational: 'bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200',
  maintenance: 'bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-200',
};

export const typeTone = (type: string) => tones[type] ?? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200';

/** An event type's name in the chosen language; a type the app does not know shows as written. */
export function useTypeName(): (type: string) => string {
  const { t } = useTranslation('events');
  return (type) => t(`events:type.${type}`, { defaultValue: type });
}

export function TypeBadge({ type }: { type: string }) {
  const typeName = useTypeName();
  return <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${typeTone(type)}`}>{typeName(type)}</span>;
}
