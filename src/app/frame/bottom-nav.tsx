import { useTranslation } from '../../i18n';
import { NavEntries } from './nav-items';

/** Small screens: the five entries along the bottom. */
export function BottomNav() {
  const { t } = useTranslation('frame');
  return (
    <nav
      aria-label={t('frame:mainNavigation')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden dark:border-slate-800 dark:bg-slate-900/95"
    >
      <NavEntries
        className="mx-auto flex max-w-lg justify-around"
        linkClass={(active) =>
          `flex flex-col items-center gap-0.5 px-3 py-2 text-xs ${active ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-500 dark:text-slate-400'}`
        }
        iconClass="h-6 w-6"
      />
    </nav>
  );
}
