import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { LandingActivities } from './landing-activities';
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
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/register" className="rounded-lg bg-emerald-700 px-6 py-3 font-semibold text-white hover:bg-emerald-600">
            {t('landing:rsvpNow')}
          </Link>
          <Link
            to="/login"
            className="rounded-lg border border-slate-300 px-6 py-3 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            {t('landing:signIn')}
          </Link>
        </div>
      </section>
      <footer className="border-t border-slate-200 py-6 text-center text-xs text-slate-500 dark:border-slate-800">
        {t('landing:footer', { version: '2.0.0' })}
      </footer>
    </div>
  );
}
