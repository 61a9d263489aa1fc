import { NavLink } from 'react-router-dom';
import { CalendarDays, Home, Menu, MessageCircle, ShieldAlert, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../i18n';

/** The five entries of the bottom navigation and the side menu (SPEC §2.2). */
const navItems: { to: string; /** Its name, a key of the frame catalog. */ label: string; icon: LucideIcon }[] = [
  { to: '/', label: 'frame:nav.home', icon: Home },
  { to: '/events', label: 'frame:nav.events', icon: CalendarDays },
  { to: '/chat', label: 'frame:nav.chat', icon: MessageCircle },
  { to: '/safety', label: 'frame:nav.safety', icon: ShieldAlert },
  { to: '/more', label: 'frame:nav.more', icon: Menu },
];

/** The five entries as a list of links, styled by the menu that shows them (`linkClass` of an entry, active or not). */
export function NavEntries({
  className,
  linkClass,
  iconClass,
}: {
  className: string;
  linkClass: (active: boolean) => string;
  iconClass: string;
}) {
  const { t } = useTranslation('frame');
  return (
    <ul className={className}>
      {navItems.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink to={to} end={to === '/'} className={({ isActive }) => linkClass(isActive)}>
            <Icon className={iconClass} aria-hidden />
            {t(label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
