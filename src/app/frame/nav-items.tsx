import { NavLink } from 'react-router-dom';
import { CalendarDays, Home, Menu, MessageCircle, ShieldAlert, type LucideIcon } from 'lucide-react';
import { useChatUnreadTotal } from '../../db/chat/use-chat-unread';
import { useTranslation } from '../../i18n';
import { UnreadBadge } from './unread-badge';

/** The five entries of the bottom navigation and the side menu (SPEC §2.2). */
const navItems: { to: string; /** Its name, a key of the frame catalog. */ label: string; icon: LucideIcon }[] = [
  { to: '/', label: 'frame:nav.home', icon: Home },
  { to: '/events', label: 'frame:nav.events', icon: CalendarDays },
  { to: '/chat', label: 'frame:nav.chat', icon: MessageCircle },
  { to: '/safety', label: 'frame:nav.safety', icon: ShieldAlert },
  { to: '/more', label: 'frame:nav.more', icon: Menu },
];

/** The five entries as a list of links, styled by the menu that shows them (`linkClass` of an entry, active or not); Chat carries its unread total like the bell. */
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
  const chatUnread = useChatUnreadTotal();
  return (
    <ul className={className}>
      {navItems.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink to={to} end={to === '/'} className={({ isActive }) => `relative ${linkClass(isActive)}`}>
            <Icon className={iconClass} aria-hidden />
            {t(label)}
            {to === '/chat' ? <UnreadBadge count={chatUnread} corner="right-1 top-1" testId="chat-unread-badge" /> : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
