import { ruleCategories, type Rule } from '../../../../contracts/rules';
import { TitledSection } from '../../../components/titled-section';
import { ruleSummary } from '../../../db/rules/rule-order';
import { useTranslation } from '../../../i18n';

/** How many rules there are, how many are critical, and how many in each category. */
export function RulesSummary({ rules }: { rules: Rule[] }) {
  const { t } = useTranslation('rules');
  const summary = ruleSummary(rules);
  return (
    <TitledSection title={t('rules:summaryHeading')} label={t('rules:summaryLabel')}>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {t('rules:summaryText', { count: summary.total, critical: summary.critical })}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {ruleCategories.map((c) => (
          <div key={c} className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800">
            <dt className="text-xs text-slate-500 dark:text-slate-400">{t(`rules:category.${c}`)}</dt>
            <dd className="text-lg font-bold" data-testid={`rules-in-${c}`}>
              {summary.byCategory[c]}
            </dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
