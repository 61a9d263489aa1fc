import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { TabBar } from '../../components/tab-bar';
import { ensureLocalChecklist, resetLocalChecklist, resetPacking, setLocalChecked, setPackingChecked } from '../../db/packing-repo';
import { useOnline } from '../../lib/use-online';
import { packingPull } from '../../sync/packing-apply';
import { usePull } from '../../sync/use-pull';
import { PackingListView } from './components/packing-list-view';
import { useLocalRows, useSyncedRows } from './hooks/use-packing-rows';

const tabs = ['My List', 'Checklist'] as const;
type Tab = (typeof tabs)[number];

/** Packing (SPEC §4.7): the synced list (ticks reach the server, offline too) and the phone-only 43-item checklist. */
export function PackingPage() {
  const [tab, setTab] = useState<Tab>('My List');
  const online = useOnline();
  const synced = useSyncedRows();
  const local = useLocalRows();

  useEffect(() => {
    void ensureLocalChecklist();
  }, []);
  const pulled = usePull(packingPull);

  return (
    <div className="space-y-4 pb-4">
      <PageHeader
        title="Packing List"
        subtitle={tab === 'My List' ? 'Your ticks are saved on this phone and synced to your account.' : 'Camp checklist with tips, kept on this phone only.'}
      />
      <TabBar<Tab> label="Packing lists" tabs={tabs} value={tab} onChange={setTab} />
      {tab === 'My List' ? (
        synced && synced.length > 0 ? (
          <PackingListView items={synced} onToggle={(i) => void setPackingChecked(Number(i.id), !i.checked)} onReset={() => void resetPacking()} />
        ) : (
          <p className="px-4 text-sm text-slate-500 dark:text-slate-400">
            {synced === undefined || (online && pulled === undefined) ? 'Loading…' : 'Your list downloads the first time you open this page with signal. The Checklist tab works offline now.'}
          </p>
        )
      ) : local ? (
        <PackingListView items={local} onToggle={(i) => void setLocalChecked(i.id, !i.checked)} onReset={() => void resetLocalChecklist()} />
      ) : null}
    </div>
  );
}
