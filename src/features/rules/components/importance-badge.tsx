import type { RuleImportance } from '../../../../contracts/rules';
import { useTranslation } from '../../../i18n';

const tone: Record<RuleImportance, string> = {
  critical: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  high: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
  medium: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  low: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

/** How much a rule matters, as a coloured label. */
export function ImportanceBadge({ importance }: { importance: RuleImportance }) {
  const { t } = useTranslation('rules');
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone[importance]}`}>{t(`rules:importance.${importance}`)}</span>
  );
}
