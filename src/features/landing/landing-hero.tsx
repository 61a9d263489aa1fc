import { Link } from 'react-router-dom';
import { Tent } from 'lucide-react';
import { useTranslation } from '../../i18n';

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
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/register" className="rounded-lg bg-amber-400 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300">
            {t('landing:rsvpForCamp')}
          </Link>
          <Link to="/login" className="rounded-lg border border-white/60 px-6 py-3 font-semibold hover:bg-white/10">
            {t('landing:signIn')}
          </Link>
        </div>
      </div>
    </section>
  );
}
