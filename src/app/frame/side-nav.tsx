import { Tent } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { NavEntries } from './nav-items';

/** Large screens: the five entries in a side menu. */
export function SideNav() {
  const { t } = useTranslation('frame');
  return (
    <nav
      aria-label={t('frame:sideMenu')}
      className="fixed inset-y-0 left-0 z-40 hidden w-56 flex-col border-r border-slate-200 bg-white px-3 py-5 md:flex dark:border-slate-800 dark:bg-slate-900"
    >
      <span className="mb-6 inline-flex items-center gap-2 whitespace-nowrap px-2 text-lg font-bold text-emerald-700 dark:text-emerald-400">
        <Tent className="h-6 w-6 shrink-0" aria-hidden /> Camp Weekend
      </span>
      <NavEntries
        className="space-y-1"
        linkClass={(active) =>
          `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium ${active ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300' : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'}`
        }
        iconClass="h-5 w-5"
      />
    </nav>
  );
}
