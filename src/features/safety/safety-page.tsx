import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { TabBar } from '../../components/tab-bar';
import { Toast, useToast } from '../../components/toast';
import { useOnline } from '../../lib/use-online';
import { ConditionsTab } from './components/conditions-tab';
import { EmergencyTab } from './components/emergency-tab';
import { FireDangerBanner } from './components/fire-danger-banner';
import { MedicalTab } from './components/medical-tab';
import { ProtocolsTab } from './components/protocols-tab';
import { fireDanger } from './safety-data';

const tabs = ['Emergency', 'Protocols', 'Conditions', 'Medical'] as const;
type Tab = (typeof tabs)[number];
const panels: Record<Tab, () => React.JSX.Element> = { Emergency: EmergencyTab, Protocols: ProtocolsTab, Conditions: ConditionsTab, Medical: MedicalTab };

const CONDITIONS_UNAVAILABLE = 'Unable to fetch current conditions. Please check with camp counselors.';

/** The Safety Center (SPEC §2.3): everything ships with the app, so it opens with no signal. */
export function SafetyPage() {
  const [tab, setTab] = useState<Tab>('Emergency');
  const online = useOnline();
  const { toast, show } = useToast(8000);
  const Panel = panels[tab];

  const choose = (next: Tab) => {
    setTab(next);
    if (next === 'Conditions' && !online) show(CONDITIONS_UNAVAILABLE, 'error');
  };

  return (
    <div className="space-y-4">
      <PageHeader title="Safety Center" subtitle="Emergency contacts, protocols and camp conditions" />
      <FireDangerBanner danger={fireDanger} />
      <TabBar label="Safety sections" tabs={tabs} value={tab} onChange={choose} />
      <div role="tabpanel" aria-label={tab} className="px-4">
        <Panel />
      </div>
      <Toast toast={toast} />
    </div>
  );
}
