import { CalendarDays, Home, Menu, MessageCircle, ShieldAlert, type LucideIcon } from 'lucide-react';

/** The five entries of the bottom navigation and the side menu (SPEC §2.2). */
export const navItems: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/', label: 'Home', icon: Home },
  { to: '/events', label: 'Events', icon: CalendarDays },
  { to: '/chat', label: 'Chat', icon: MessageCircle },
  { to: '/safety', label: 'Safety', icon: ShieldAlert },
  { to: '/more', label: 'More', icon: Menu },
];
