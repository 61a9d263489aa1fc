import { BackButton } from '../../components/back-button';
import { PageHeader } from '../../components/page-header';
import { ui } from '../../components/ui';
import { useTranslation } from '../../i18n';
import { privacySections } from './privacy-content';

/** Privacy Policy (SPEC §2.3, §9): its text and a Back button. */
export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  return (
    <div className="space-y-4 pb-6">
      <BackButton />
      <PageHeader title={t('privacy:title')} subtitle={t('privacy:subtitle')} />
      <article className={`${ui.card} mx-4 space-y-4`}>
        {privacySections.map((s) => (
          <section key={s.title} aria-label={t(s.title)}>
            <h2 className="font-semibold">{t(s.title)}</h2>
            {s.paragraphs.map((p) => (
              <p key={p} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {t(p)}
              </p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
