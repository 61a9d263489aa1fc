import { CloudCheck, CloudDownload, CloudOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useReplicationStatus } from '../db/hooks/use-replication-status';
import { formatAgo, formatDate, i18next, useTranslation } from '../i18n';
import { useOnline } from '../lib/use-online';

type Status = ReturnType<typeof useReplicationStatus>;

/** The whole sentence, for screen readers and the tooltip: whether the camp on this phone is current. */
function replicationText(status: Status, online: boolean): string {
  const since = status?.at ? ` ${i18next.t('frame:replication.lastUpdated', { ago: formatAgo(status.at) })}` : '';
  if (!online) return `${i18next.t('frame:offline')}${since}`;
  if (!status || status.state === 'syncing')
    return status?.at ? `${i18next.t('frame:replication.updating')}${since}` : i18next.t('frame:replication.bringing');
  if (status.state === 'up-to-date') return i18next.t('frame:replication.upToDate');
  return status.at ? `${i18next.t('frame:replication.notUpdated')}${since}` : i18next.t('frame:replication.whenSignal');
}

/** The few words the top bar shows: "Up to date", "Syncing…", "Offline · last synced 10:42". */
function shortText(state: NonNullable<Status>['state'] | 'offline-phone', at: number | undefined): string {
  const time = at ? formatDate(at, 'time') : null;
  if (state === 'offline-phone' || state === 'offline')
    return time ? i18next.t('frame:sync.offlineSince', { time }) : i18next.t('frame:sync.offline');
  if (state === 'up-to-date') return i18next.t('frame:sync.upToDate');
  if (state === 'failed') return time ? i18next.t('frame:sync.notSyncedSince', { time }) : i18next.t('frame:sync.notSynced');
  return i18next.t('frame:sync.syncing');
}

/** The top bar's sync state, in words anyone can read; tapping it opens Ready for camp, the phone's sync detail. */
export function ReplicationStatus() {
  useTranslation('frame');
  const status = useReplicationStatus();
  const online = useOnline();
  const state = online ? (status?.state ?? 'syncing') : 'offline-phone';
  const text = replicationText(status, online);
  const short = shortText(state, status?.at);
  // The link's name begins with what it shows, then says the rest.
  const name = text.startsWith(short) ? text : `${short}. ${text}`;
  const Icon = state === 'up-to-date' ? CloudCheck : state === 'syncing' ? CloudDownload : CloudOff;
  const tone =
    state === 'up-to-date'
      ? 'text-emerald-700 dark:text-emerald-400'
      : state === 'syncing'
        ? 'text-slate-600 dark:text-slate-300'
        : 'text-amber-800 dark:text-amber-300';
  return (
    <Link
      to="/ready"
      aria-label={name}
      title={text}
      className={`mr-auto inline-flex h-11 min-w-0 items-center gap-1.5 rounded-full px-2 text-xs font-semibold hover:bg-slate-100 dark:hover:bg-slate-800 ${tone}`}
    >
      <Icon className={`h-5 w-5 shrink-0 ${state === 'syncing' ? 'animate-pulse' : ''}`} aria-hidden />
      <span role="status" aria-label={text} data-state={status?.state ?? 'syncing'} className="truncate" data-testid="sync-label">
        {short}
      </span>
    </Link>
  );
}
