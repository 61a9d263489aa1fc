import { useTranslation } from '../../i18n';
import { LandingActivities } from './landing-activities';
import { CallsToAction } from './landing-section';
import { LandingHero } from './landing-hero';
import { LandingStories } from './landing-stories';

/** The public page for visitors (SPEC §2.3): hero, activities, three family stories, calls to action. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <div className="min-h-dvh bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <LandingHero />
      <LandingActivities />
      <LandingStories />
      <section className="px-6 py-14 text-center">
        <h2 className="text-3xl font-bold">{t('landing:readyTitle')}</h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-600 dark:text-slate-400">{t('landing:readyText')}</p>
        <CallsToAction rsvp={t('landing:rsvpNow')} look="page" />
      </section>
      <footer className="border-t border-slate-200 py-6 text-center text-xs text-slate-500 dark:border-slate-800">
        {t('landing:footer', { version: '2.0.0' })}
      </footer>
    </div>
  );
}
