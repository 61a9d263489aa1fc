import { ProgressBar } from '../../../components/progress-bar';
import { formatNumber, formatPercent, useTranslation } from '../../../i18n';
import { packingProgress } from '../packing-progress';

export function PackingProgressBar({ shown }: { shown: { checked: boolean }[] }) {
  const { t } = useTranslation('packing');
  const { checked, total, percent } = packingProgress(shown);
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm">
        <span>{t('packing:packedOf', { checked: formatNumber(checked), total: formatNumber(total) })}</span>
        <span className="font-semibold" data-testid="packing-percent">
          {formatPercent(percent / 100)}
        </span>
      </div>
      <ProgressBar label={t('packing:progressLabel')} percent={percent} />
    </div>
  );
}
