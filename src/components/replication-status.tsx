import { CloudCheck, CloudDownload, CloudOff } from 'lucide-react';
import { useReplicationStatus } from '../db/hooks/use-replication-status';
import { formatAgo } from '../i18n';

/** Whether the whole camp is on this phone: the camper knows when it is safe to leave signal. */
export function replicationText(status: ReturnType<typeof useReplicationStatus>): string {
  const since = status?.at ? ` Last updated ${formatAgo(status.at)}.` : '';
  if (!status || status.state === 'syncing') return status?.at ? `Updating the camp on this phone.${since}` : 'Bringing the whole camp to this phone…';
  if (status.state === 'up-to-date') return 'Up to date: the whole camp is on this phone.';
  return status.at ? `Not updated right now.${since}` : 'The camp downloads to this phone when there is signal.';
}

/** A small icon in the top bar with the replication state as its name (and tooltip). */
export function ReplicationStatus() {
  const status = useReplicationStatus();
  const text = replicationText(status);
  const Icon = status?.state === 'up-to-date' ? CloudCheck : status?.state === 'offline' || status?.state === 'failed' ? CloudOff : CloudDownload;
  return (
    <span role="status" aria-label={text} title={text} data-state={status?.state ?? 'syncing'} className="inline-flex h-9 w-9 items-center justify-center text-slate-500 dark:text-slate-400">
      <Icon className={`h-5 w-5 ${status?.state === 'syncing' ? 'animate-pulse' : ''}`} aria-hidden />
    </span>
  );
}
