import { CloudCheck, CloudDownload, CloudOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useReplicationStatus } from '../db/hooks/use-replication-status';
import { formatAgo, i18next, useTranslation } from '../i18n';

/** Whether the whole camp is on this phone: the camper knows when it is safe to leave signal. */
function replicationText(status: ReturnType<typeof useReplicationStatus>): string {
  const since = status?.at ? ` ${i18next.t('frame:replication.lastUpdated', { ago: formatAgo(status.at) })}` : '';
  if (!status || status.state === 'syncing')
    return status?.at ? `${i18next.t('frame:replication.updating')}${since}` : i18next.t('frame:replication.bringing');
  if (status.state === 'up-to-date') return i18next.t('frame:replication.upToDate');
  return status.at ? `${i18next.t('frame:replication.notUpdated')}${since}` : i18next.t('frame:replication.whenSignal');
}

/** A small icon in the top bar with the replication state as its name (and tooltip); tapping it opens Ready for camp. */
export function ReplicationStatus() {
  useTranslation('frame');
  const status = useReplicationStatus();
  const text = replicationText(status);
  const Icon =
    status?.state === 'up-to-date' ? CloudCheck : status?.state === 'offline' || status?.state === 'failed' ? CloudOff : CloudDownload;
  return (
    <Link
      to="/ready"
      aria-label={text}
      title={text}
      className="inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
    >
      <span role="status" aria-label={text} data-state={status?.state ?? 'syncing'}>
        <Icon className={`h-5 w-5 ${status?.state === 'syncing' ? 'animate-pulse' : ''}`} aria-hidden />
      </span>
    </Link>
  );
}
