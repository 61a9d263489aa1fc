import { Download, Square } from 'lucide-react';
import { ProgressBar } from '../../../components/progress-bar';
import { TitledSection } from '../../../components/titled-section';
import { ui } from '../../../components/ui';
import { formatNumber, useTranslation } from '../../../i18n';
import { startGetEverything, stopGetEverything } from '../../../replication/get-everything';
import { useGetEverything } from '../hooks/use-get-everything';

/** "Get everything now": every photo and avatar onto the phone, with a progress bar and a Stop button. */
export function GetEverythingCard() {
  const { t } = useTranslation('ready');
  const run = useGetEverything();
  const percent = run.total > 0 ? Math.round((100 * run.done) / run.total) : 0;
  return (
    <TitledSection title={t('ready:getEverything.title')} icon={Download}>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('ready:getEverything.intro')}</p>
      {run.running || run.outcome ? (
        <div className="mt-3 space-y-1">
          <ProgressBar label={t('ready:getEverything.progressLabel')} percent={percent} />
          <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="get-everything-count">
            {t('ready:getEverything.progress', { done: formatNumber(run.done), total: formatNumber(run.total) })}
          </p>
        </div>
      ) : null}
      {run.outcome && !run.running ? (
        <p role="status" className="mt-2 text-sm">
          {t(`ready:getEverything.outcome.${run.outcome}`)}
        </p>
      ) : null}
      <div className="mt-3">
        {run.running ? (
          <button type="button" className={ui.buttonSecondary} onClick={stopGetEverything}>
            <Square className="h-4 w-4" aria-hidden /> {t('ready:getEverything.stop')}
          </button>
        ) : (
          <button type="button" className={ui.button} onClick={startGetEverything}>
            <Download className="h-4 w-4" aria-hidden /> {t('ready:getEverything.start')}
          </button>
        )}
      </div>
    </TitledSection>
  );
}
