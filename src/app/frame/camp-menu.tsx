import { Backpack, BookOpen, Image, LayoutGrid, Map, Search, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n';

/** The camp's own pages, grouped behind one button so the top bar stays one short row (SPEC §2.2's destinations). */
const campLinks: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/search', label: 'frame:link.search', icon: Search },
  { to: '/rules', label: 'frame:link.campRules', icon: BookOpen },
  { to: '/map', label: 'frame:link.campMap', icon: Map },
  { to: '/photos', label: 'frame:link.photos', icon: Image },
  { to: '/packing', label: 'frame:link.packingList', icon: Backpack },
];

/** The top bar's Camp menu: Search, Camp Rules, Camp Map, Photos and Packing List. Escape or a tap outside closes it. */
export function CampMenu({ buttonClass }: { buttonClass: string }) {
  const { t } = useTranslation('frame');
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  return (
    <div ref={box} className="relative">
      <button
        type="button"
        aria-label={t('frame:campMenu')}
        title={t('frame:campMenu')}
        aria-expanded={open}
        aria-controls="camp-menu"
        className={buttonClass}
        onClick={() => setOpen((o) => !o)}
      >
        <LayoutGrid className="h-5 w-5" aria-hidden />
      </button>
      {open ? (
        <ul
          id="camp-menu"
          aria-label={t('frame:campMenu')}
          className="absolute right-0 top-12 z-40 w-56 rounded-xl border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {campLinks.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-11 items-center gap-3 px-4 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
                onClick={() => setOpen(false)}
              >
                <Icon className="h-5 w-5 text-slate-500 dark:text-slate-400" aria-hidden />
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
