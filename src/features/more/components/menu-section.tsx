import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../i18n';

export interface MenuLink {
  label: string;
  description?: string;
  icon: LucideIcon;
  to: string;
  badge?: string | null;
}

const rowClass = 'flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 dark:hover:bg-slate-800/60';

/** A titled group of rows on the More screen. */
export function MenuSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="mx-4">
      <h2 className="mb-1 px-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{title}</h2>
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {children}
      </ul>
    </section>
  );
}

function RowBody({
  icon: Icon,
  label,
  description,
  trailing,
}: {
  icon: LucideIcon;
  label: string;
  description?: string;
  trailing?: ReactNode;
}) {
  return (
    <>
      <Icon className="h-5 w-5 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden />
      <span className="flex-1">
        <span className="block text-sm font-medium">{label}</span>
        {description ? <span className="block text-xs text-slate-500 dark:text-slate-400">{description}</span> : null}
      </span>
      {trailing}
    </>
  );
}

/** A row that goes to a screen (or, for mailto:/tel:, opens the phone's app). */
export function MenuLinkRow({ item }: { item: MenuLink }) {
  const { t } = useTranslation('more');
  const trailing = (
    <>
      {item.badge ? (
        <span
          className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white"
          aria-label={t('more:unreadBadge', { badge: item.badge })}
        >
          {item.badge}
        </span>
      ) : null}
      <ChevronRight className="h-4 w-4 text-slate-400" aria-hidden />
    </>
  );
  return (
    <li>
      {/^(mailto|tel):/.test(item.to) ? (
        <a href={item.to} className={rowClass}>
          <RowBody icon={item.icon} label={item.label} description={item.description} trailing={trailing} />
        </a>
      ) : (
        <Link to={item.to} className={rowClass}>
          <RowBody icon={item.icon} label={item.label} description={item.description} trailing={trailing} />
        </Link>
      )}
    </li>
  );
}

/** A row that does something in place (toggle, cycle, open a dialog). */
interface ActionRowProps {
  icon: LucideIcon;
  label: string;
  description?: string;
  value?: string;
  onClick: () => void;
  pressed?: boolean;
  /** Shown under the row (steps, a dialog). */
  children?: ReactNode;
}

export function MenuActionRow({ icon, label, description, value, onClick, pressed, children }: ActionRowProps) {
  return (
    <li>
      <button type="button" className={rowClass} onClick={onClick} aria-pressed={pressed}>
        <RowBody
          icon={icon}
          label={label}
          description={description}
          trailing={value ? <span className="text-sm text-slate-500 dark:text-slate-400">{value}</span> : null}
        />
      </button>
      {children}
    </li>
  );
}
