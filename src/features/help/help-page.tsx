import { Lightbulb } from 'lucide-react';
import { BackButton } from '../../components/back-button';
import { PageHeader } from '../../components/page-header';
import { TitledSection } from '../../components/titled-section';
import { useCounselorContacts } from '../../db/camps/use-camps';
import { useAuthStore } from '../../stores/auth-store';
import { useTranslation } from '../../i18n';
import { FeatureGuide } from './components/feature-guide';
import { StillNeedHelp } from './components/still-need-help';
import { Troubleshooting } from './components/troubleshooting';
import { featureGuide, quickTips } from './help-content';

/** Help and Support (SPEC §2.3): it ships with the app, so it opens with no signal. */
export function HelpPage() {
  const { t } = useTranslation('help');
  const isAdmin = useAuthStore((s) => s.user?.role === 'admin');
  const { officeEmail } = useCounselorContacts();
  return (
    <div className="space-y-4 pb-6">
      <BackButton />
      <PageHeader title={t('help:title')} subtitle={t('help:subtitle')} />
      <TitledSection title={t('help:quickTips')} icon={Lightbulb} iconClassName="text-amber-500">
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {quickTips.map((tip) => (
            <li key={tip}>{t(tip)}</li>
          ))}
        </ul>
      </TitledSection>
      <FeatureGuide sections={featureGuide.filter((s) => !s.adminOnly || isAdmin)} />
      <Troubleshooting />
      <StillNeedHelp email={officeEmail} />
    </div>
  );
}
