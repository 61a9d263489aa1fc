import { TitledSection } from '../../../components/titled-section';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { troubleshooting } from '../help-content';

/** Common problems, each opening to its answer. */
export function Troubleshooting() {
  const { t } = useTranslation('help');
  return (
    <TitledSection title={t('help:troubleshooting')} className="space-y-2 px-4">
      {troubleshooting.map((problem) => (
        <details key={problem} className={`${ui.card} group`}>
          <summary className="cursor-pointer font-medium">{t(`help:faq.${problem}Question`)}</summary>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t(`help:faq.${problem}Answer`)}</p>
        </details>
      ))}
    </TitledSection>
  );
}
