import { Link } from 'react-router-dom';
import { Tent } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { CallsToAction } from './landing-section';

export function LandingHero() {
  const { t } = useTranslation('landing');
  return (
    <section className="bg-gradient-to-br from-emerald-800 via-emerald-700 to-teal-600 px-6 pb-16 pt-10 text-white">
      <nav className="mx-auto flex max-w-5xl items-center justify-between">
        <span className="inline-flex items-center gap-2 text-lg font-bold">
          <Tent className="h-6 w-6" aria-hidden /> Camp Weekend
        </span>
        <Link to="/login" className="rounded-lg bg-white/15 px-4 py-2 text-sm font-semibold hover:bg-white/25">
          {t('landing:signIn')}
        </Link>
      </nav>
      <div className="mx-auto mt-12 max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-emerald-100">{t('landing:edition')}</p>
        <h1 className="mt-3 text-4xl font-extrabold leading-tight sm:text-5xl">{t('landing:headline')}</h1>
        <p className="mt-4 text-lg text-emerald-50">{t('landing:intro')}</p>
        <CallsToAction rsvp={t('landing:rsvpForCamp')} look="hero" />
      </div>
    </section>
  );
}
