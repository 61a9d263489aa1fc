import { TitledSection } from '../../../components/titled-section';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import type { GuideSection } from '../help-content';

/** The feature guide by category; the admin section shows to administrators only. */
export function FeatureGuide({ sections }: { sections: GuideSection[] }) {
  const { t } = useTranslation('help');
  return (
    <TitledSection title={t('help:featureGuide')} label={t('help:featureGuideLabel')} className="space-y-3 px-4">
      {sections.map(({ title, icon: Icon, features }) => (
        <div key={title} className={ui.card}>
          <h3 className="flex items-center gap-2 font-semibold">
            <Icon className="h-5 w-5 text-emerald-600" aria-hidden /> {t(title)}
          </h3>
          <dl className="mt-2 space-y-2 text-sm">
            {features.map((feature) => (
              <div key={feature}>
                <dt className="font-medium">{t(`help:feature.${feature}Name`)}</dt>
                <dd className="text-slate-600 dark:text-slate-300">{t(`help:feature.${feature}Text`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </TitledSection>
  );
}
