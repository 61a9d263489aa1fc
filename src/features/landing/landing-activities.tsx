import { Link } from 'react-router-dom';
import { CalendarDays, Trophy, UtensilsCrossed, Waves } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { LandingSection } from './landing-section';

const sections = [
  { to: '/activities', icon: Waves, title: 'landing:activity.activitiesTitle', text: 'landing:activity.activitiesText' },
  { to: '/schedule', icon: CalendarDays, title: 'landing:activity.scheduleTitle', text: 'landing:activity.scheduleText' },
  { to: '/challenges', icon: Trophy, title: 'landing:activity.challengesTitle', text: 'landing:activity.challengesText' },
  { to: '/food', icon: UtensilsCrossed, title: 'landing:activity.foodTitle', text: 'landing:activity.foodText' },
];

export function LandingActivities() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection title={t('landing:activitiesTitle')} className="mx-auto max-w-5xl px-6 py-14" grid="mt-8 grid gap-4 sm:grid-cols-2">
      {sections.map(({ to, icon: Icon, title, text }) => (
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
