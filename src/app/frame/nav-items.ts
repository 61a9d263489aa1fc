import { CalendarDays, Home, Menu, MessageCircle, ShieldAlert, type LucideIcon } from 'lucide-react';

/** The five entries of the bottom navigation and the side menu (SPEC §2.2). */
export const navItems: { to: string; /** Its name, a key of the frame catalog. */ label: string; icon: LucideIcon }[] = [
  { to: '/', label: 'frame:nav.home', icon: Home },
  { to: '/events', label: 'frame:nav.events', icon: CalendarDays },
  { to: '/chat', label: 'frame:nav.chat', icon: MessageCircle },
  { to: '/safety', label: 'frame:nav.safety', icon: ShieldAlert },
  { to: '/more', label: 'frame:nav.more', icon: Menu },
];
