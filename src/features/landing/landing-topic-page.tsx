import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { useAuthStore } from '../../stores/auth-store';
import { CallsToAction } from './landing-section';
import { landingTopics } from './landing-topics';

/** One of the landing's four cards opened at its own address: what it says, then RSVP and Sign In (or the schedule, signed in). */
export function LandingTopicPage() {
  const { t } = useTranslation('landing');
  const { pathname } = useLocation();
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const topic = landingTopics.find((x) => x.to === pathname) ?? landingTopics[0];
  if (!topic) return null;
  const Icon = topic.icon;
  return (
    <main className="min-h-dvh bg-white px-6 py-10 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <div className="mx-auto max-w-xl">
        <Link to="/" className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-emerald-700 dark:text-emerald-400">
          <ArrowLeft aria-hidden className="h-4 w-4" /> {t('landing:topic.back')}
        </Link>
        <Icon className="mt-6 h-10 w-10 text-emerald-600" aria-hidden />
        <h1 className="mt-3 text-3xl font-bold">{t(topic.title)}</h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-400">{t(topic.text)}</p>
        {signedIn ? (
          <Link
            to="/events"
            className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-emerald-700 px-6 font-semibold text-white hover:bg-emerald-600"
          >
            {t('landing:topic.openSchedule')}
          </Link>
        ) : (
          <CallsToAction rsvp={t('landing:rsvpNow')} look="page" />
        )}
      </div>
    </main>
  );
}
