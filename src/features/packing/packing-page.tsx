import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { TabBar } from '../../components/tab-bar';
import { useReplicationStatus } from '../../db/hooks/use-replication-status';
import { mutate } from '../../db/mutations';
import { ensureLocalChecklist, resetLocalChecklist, resetPacking, setLocalChecked } from '../../db/packing-repo';
import { PackingListView } from './components/packing-list-view';
import { useLocalRows, useSyncedRows } from './hooks/use-packing-rows';

const tabs = ['My List', 'Checklist'] as const;
type Tab = (typeof tabs)[number];

/** Packing (SPEC §4.7): the synced list (ticks reach the server, offline too) and the phone-only 43-item checklist. */
export function PackingPage() {
  const [tab, setTab] = useState<Tab>('My List');
  const synced = useSyncedRows();
  const local = useLocalRows();

  useEffect(() => {
    void ensureLocalChecklist();
  }, []);
  const status = useReplicationStatus();

  return (
    <div className="space-y-4 pb-4">
      <PageHeader
        title="Packing List"
        subtitle={tab === 'My List' ? 'Your ticks are saved on this phone and synced to your account.' : 'Camp checklist with tips, kept on this phone only.'}
      />
      <TabBar<Tab> label="Packing lists" tabs={tabs} value={tab} onChange={setTab} />
      {tab === 'My List' ? (
        synced && synced.length > 0 ? (
          <PackingListView items={synced} onToggle={(i) => void mutate('packing.tick', { id: Number(i.id), checked: !i.checked })} onReset={() => void resetPacking()} />
        ) : (
          <p className="px-4 text-sm text-slate-500 dark:text-slate-400">
            {synced === undefined || status === undefined || status.state === 'syncing' ? 'Loading…' : 'Your list downloads with the rest of the camp the next time this phone has signal. The Checklist tab works offline now.'}
          </p>
        )
      ) : local ? (
        <PackingListView items={local} onToggle={(i) => void setLocalChecked(i.id, !i.checked)} onReset={() => void resetLocalChecklist()} />
      ) : null}
    </div>
  );
}
