/** Where every row of the More screen goes (SPEC §2.3 More menu): existing screens only. */
import { AtSign, Bell, Calendar, Camera, ClipboardList, Heart, LayoutDashboard, LifeBuoy, Luggage, Mail, Map, ScrollText, Shield, ShieldCheck, Tent, UserCog, User, Users, Vote } from 'lucide-react';
import type { MenuLink } from './components/menu-section';

export const accountLinks = (unreadBadge: string | null): MenuLink[] => [
  { label: 'My Profile', description: 'Personal info, avatar and your data', icon: User, to: '/profile' },
  { label: 'Notifications', description: 'Your inbox', icon: Bell, to: '/notifications', badge: unreadBadge },
  { label: 'My Reflections', description: 'Your high, low and glitter', icon: Heart, to: '/reflections' },
];

export const adminLinks: MenuLink[] = [
  { label: 'Admin Dashboard', icon: LayoutDashboard, to: '/admin' },
  { label: 'User Management', icon: Users, to: '/admin/users' },
  { label: 'Camp Management', icon: Tent, to: '/admin/camps' },
  { label: 'Event Management', icon: Calendar, to: '/admin/events' },
  { label: 'Snap Polls', icon: Vote, to: '/admin/polls' },
];

export const socialLinks: MenuLink[] = [
  { label: 'Camp Photos', description: 'The photo feed and gallery', icon: Camera, to: '/photos' },
  { label: 'Instagram', description: 'Connect your account to cross-post', icon: AtSign, to: '/profile-instagram' },
];

export const resourceLinks: MenuLink[] = [
  { label: 'Camp Events', icon: Calendar, to: '/events' },
  { label: 'Packing List', icon: Luggage, to: '/packing' },
  { label: 'Camp Rules', icon: ScrollText, to: '/rules' },
  { label: 'Camp Map', icon: Map, to: '/map' },
  { label: 'Safety Center', icon: Shield, to: '/safety' },
];

/** Send Feedback writes to the active camp's office (none when the camp has no website to make an address from). */
export const supportLinks = (officeEmail: string | undefined): MenuLink[] => [
  { label: 'Help & Support', description: 'Tips, guides and troubleshooting', icon: LifeBuoy, to: '/help' },
  { label: 'Contact Counselors', description: 'Phone numbers and hours', icon: ClipboardList, to: '/safety' },
  ...(officeEmail ? [{ label: 'Send Feedback', description: officeEmail, icon: Mail, to: `mailto:${officeEmail}?subject=${encodeURIComponent('Camp Weekend app feedback')}` }] : []),
];

export const settingsLinks: MenuLink[] = [
  { label: 'Privacy Policy', icon: ShieldCheck, to: '/privacy' },
  { label: 'Account Settings', description: 'Profile, password and data', icon: UserCog, to: '/profile' },
];
