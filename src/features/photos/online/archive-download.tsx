import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ArchiveQuery } from '../../../../contracts/feed-archive';
import { downloadArchive, type ArchiveProgress } from '../../../api/photos';
import { errorText } from '../../../api/client';
import { ui } from '../../../components/ui';
import { formatNumber, formatPercent, useTranslation } from '../../../i18n';
import { saveFile } from '../../../lib/download-text';
import { useOnline } from '../../../lib/use-online';

const megabytes = (bytes: number) => formatNumber(Math.round(bytes / 100_000) / 10);

/** Download (the photos of an album, or of the whole camp, as a zip): online only, with the download's progress. */
export function ArchiveDownload({ query, label }: { query: ArchiveQuery; label: string }) {
  const { t } = useTranslation('photos');
  const online = useOnline();
  const [progress, setProgress] = useState<ArchiveProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    stop.current = controller;
    setError(null);
    setProgress({ received: 0, total: 0 });
    try {
      const { blob, filename } = await downloadArchive(query, setProgress, controller.signal);
      saveFile(filename, blob);
    } catch (err) {
      if (!controller.signal.aborted) setError(await errorText(err, t('photos:downloadFailed')));
    } finally {
      if (stop.current === controller) setProgress(null);
    }
  };

  const percent = progress && progress.total > 0 ? Math.floor((progress.received / progress.total) * 100) : null;
  return (
    <div className="space-y-2">
      <button type="button" className={ui.buttonSecondary} disabled={!online || progress !== null} onClick={() => void start()}>
        <Download aria-hidden className="h-4 w-4" /> {label}
      </button>
      {!online ? <p className="text-xs text-slate-500 dark:text-slate-400">{t('photos:downloadOffline')}</p> : null}
      {progress ? (
        <div role="status" className="space-y-1">
          <progress className="w-full" max={100} value={percent ?? undefined} aria-label={t('photos:downloading')} />
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {percent !== null
              ? t('photos:downloadPercent', {
                  percent: formatPercent(percent / 100),
                  received: megabytes(progress.received),
                  total: megabytes(progress.total),
                })
              : t('photos:downloadReceived', { received: megabytes(progress.received) })}
          </p>
        </div>
      ) : null}
      {error ? <p className={ui.error}>{error}</p> : null}
    </div>
  );
}
