import { TitledSection } from '../../../components/titled-section';
import { useOutbox } from '../../../db/hooks/use-outbox';
import { useReplicationStatus } from '../../../db/hooks/use-replication-status';
import { formatDate, useTranslation } from '../../../i18n';
import { useNotificationsOn } from '../hooks/use-notifications-on';
import { NotificationsTurnOn } from '../online/notifications-turn-on';
import { CheckRow } from './check-row';
import { InstallCheck } from './install-check';
import { StorageChecks } from './storage-checks';

/** The checks before leaving signal: last update, changes waiting, storage, Home Screen, notifications, free space. */
export function PhoneChecks({ install = true }: { install?: boolean }) {
  const { t } = useTranslation('ready');
  const lastSync = useReplicationStatus()?.at;
  const waiting = useOutbox().length;
  const [notifications, turnedOn] = useNotificationsOn();
  return (
    <TitledSection title={t('ready:checks')}>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        <CheckRow
          label={t('ready:lastSync.label')}
          ok={lastSync !== undefined}
          value={lastSync ? formatDate(lastSync, 'moment') : t('ready:lastSync.never')}
        />
        <CheckRow
          label={t('ready:waiting.label')}
          ok={waiting === 0}
          value={waiting === 0 ? t('ready:waiting.none') : t('ready:waiting.some', { count: waiting })}
        />
        <StorageChecks />
        {install ? <InstallCheck /> : null}
        <CheckRow
          label={t('ready:notifications.label')}
          ok={notifications}
          value={
            notifications === undefined ? t('ready:unknown') : notifications ? t('ready:notifications.on') : t('ready:notifications.off')
          }
        >
          {notifications === false ? <NotificationsTurnOn onOn={turnedOn} /> : null}
        </CheckRow>
      </ul>
    </TitledSection>
  );
}
