import { useState, type ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { TabBar } from '../../components/tab-bar';
import { Toast, useToast } from '../../components/toast';
import { useOnline } from '../../lib/use-online';
import { useTranslation } from '../../i18n';
import { ConditionsTab } from './components/conditions-tab';
import { EmergencyTab } from './components/emergency-tab';
import { FireDangerBanner } from './components/fire-danger-banner';
import { MedicalTab } from './components/medical-tab';
import { ProtocolsTab } from './components/protocols-tab';
import { fireDanger } from './safety-data';

const tabs = ['Emergency', 'Protocols', 'Conditions', 'Medical'] as const;
type Tab = (typeof tabs)[number];
const panels: Record<Tab, () => React.JSX.Element> = {
  Emergency: EmergencyTab,
  Protocols: ProtocolsTab,
  Conditions: ConditionsTab,
  Medical: MedicalTab,
};

/** The Safety Center (SPEC §2.3): everything ships with the app, so it opens with no signal. `top`: what the app adds above the tabs. */
export function SafetyPage({ top }: { top?: ReactNode }) {
  const { t } = useTranslation('safety');
  const [tab, setTab] = useState<Tab>('Emergency');
  const online = useOnline();
  const { toast, show } = useToast(8000);
  const Panel = panels[tab];

  const choose = (next: Tab) => {
    setTab(next);
    if (next === 'Conditions' && !online) show(t('safety:conditionsUnavailable'), 'error');
  };

  return (
    <div className="space-y-4">
      <PageHeader title={t('safety:title')} subtitle={t('safety:subtitle')} />
      {top}
      <FireDangerBanner danger={fireDanger} />
      <TabBar label={t('safety:tabsLabel')} tabs={tabs} value={tab} onChange={choose} labelOf={(name) => t(`safety:tab.${name}`)} />
      <div role="tabpanel" aria-label={t(`safety:tab.${tab}`)} className="px-4">
        <Panel />
      </div>
      <Toast toast={toast} />
    </div>
  );
}
