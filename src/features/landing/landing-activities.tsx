import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { LandingSection } from './landing-section';
import { landingTopics } from './landing-topics';

export function LandingActivities() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection title={t('landing:activitiesTitle')} className="mx-auto max-w-5xl px-6 py-14" grid="mt-8 grid gap-4 sm:grid-cols-2">
      {landingTopics.map(({ to, icon: Icon, title, text }) => (
        <Link
          key={to}
          to={to}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
        >
          <Icon className="h-7 w-7 text-emerald-600" aria-hidden />
          <h3 className="mt-3 text-lg font-semibold">{t(title)}</h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t(text)}</p>
        </Link>
      ))}
    </LandingSection>
  );
}
