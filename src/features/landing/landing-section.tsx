import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n';

/** A band of the landing page: its heading, then its cards in a grid (`className` and `grid` place them). */
export function LandingSection({
  title,
  className,
  grid,
  children,
}: {
  title: string;
  className: string;
  grid: string;
  children: ReactNode;
}) {
  return (
    <section className={className}>
      <h2 className="text-center text-3xl font-bold">{title}</h2>
      <div className={grid}>{children}</div>
    </section>
  );
}

const looks = {
  // On the green hero.
  hero: {
    box: 'mt-8 flex flex-wrap justify-center gap-3',
    rsvp: 'rounded-lg bg-amber-400 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300',
    signIn: 'rounded-lg border border-white/60 px-6 py-3 font-semibold hover:bg-white/10',
  },
  // On the page's own background, at its foot.
  page: {
    box: 'mt-6 flex flex-wrap justify-center gap-3',
    rsvp: 'rounded-lg bg-emerald-700 px-6 py-3 font-semibold text-white hover:bg-emerald-600',
    signIn: 'rounded-lg border border-slate-300 px-6 py-3 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800',
  },
};

/** The two calls to action: RSVP (registration) and Sign In. */
export function CallsToAction({ rsvp, look }: { rsvp: string; look: keyof typeof looks }) {
  const { t } = useTranslation('landing');
  const classes = looks[look];
  return (
    <div className={classes.box}>
      <Link to="/register" className={classes.rsvp}>
        {rsvp}
      </Link>
      <Link to="/login" className={classes.signIn}>
        {t('landing:signIn')}
      </Link>
    </div>
  );
}
