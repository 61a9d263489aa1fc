import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { TabBar } from '../../components/tab-bar';
import { useReplicationStatus } from '../../db/hooks/use-replication-status';
import { tap } from '../../db/taps/tap';
import { ensureLocalChecklist, resetLocalChecklist, resetPacking, setLocalChecked } from '../../db/packing/packing-store';
import { useTranslation } from '../../i18n';
import { PackingListView } from './components/packing-list-view';
import { useLocalRows, useSyncedRows } from './hooks/use-packing-rows';

const tabs = ['My List', 'Checklist'] as const;
type Tab = (typeof tabs)[number];

/** Packing (SPEC §4.7): the synced list (ticks reach the server, offline too) and the phone-only 43-item checklist. */
export function PackingPage() {
  const { t } = useTranslation('packing');
  const [tab, setTab] = useState<Tab>('My List');
  const synced = useSyncedRows();
  const local = useLocalRows();

  useEffect(() => {
    void ensureLocalChecklist();
  }, []);
  const status = useReplicationStatus();

  return (
    <div className="space-y-4 pb-4">
      <PageHeader title={t('packing:title')} subtitle={tab === 'My List' ? t('packing:subtitleMine') : t('packing:subtitleChecklist')} />
      <TabBar<Tab>
        label={t('packing:tabsLabel')}
        tabs={tabs}
        value={tab}
        onChange={setTab}
        labelOf={(name) => (name === 'My List' ? t('packing:tab.myList') : t('packing:tab.checklist'))}
      />
      {tab === 'My List' ? (
        synced && synced.length > 0 ? (
          <PackingListView
            items={synced}
            onToggle={(i) => void tap('packing.tick', { id: Number(i.id), checked: !i.checked })}
            onReset={() => void resetPacking()}
          />
        ) : (
          <p className="px-4 text-sm text-slate-500 dark:text-slate-400">
            {synced === undefined || status === undefined || status.state === 'syncing' ? t('packing:loading') : t('packing:notYet')}
          </p>
        )
      ) : local ? (
        <PackingListView
          items={local}
          onToggle={(i) => void setLocalChecked(i.id, !i.checked)}
          onReset={() => void resetLocalChecklist()}
        />
      ) : null}
    </div>
  );
}
