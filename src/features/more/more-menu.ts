/** Where every row of the More screen goes (SPEC §2.3 More menu): existing screens only. */
import type { TFunction } from 'i18next';
import {
  AtSign,
  Bell,
  Calendar,
  Camera,
  ClipboardCheck,
  ClipboardList,
  CloudDownload,
  Heart,
  LayoutDashboard,
  LifeBuoy,
  Luggage,
  Mail,
  Map,
  Router,
  ScrollText,
  Shield,
  ShieldCheck,
  Tent,
  Ticket,
  UserCog,
  User,
  Users,
  Vote,
} from 'lucide-react';
import type { MenuLink } from './components/menu-section';

export const accountLinks = (t: TFunction, unreadBadge: string | null): MenuLink[] => [
  { label: t('more:row.myProfile'), description: t('more:row.myProfileDescription'), icon: User, to: '/profile' },
  {
    label: t('more:row.notifications'),
    description: t('more:row.notificationsDescription'),
    icon: Bell,
    to: '/notifications',
    badge: unreadBadge,
  },
  { label: t('more:row.reflections'), description: t('more:row.reflectionsDescription'), icon: Heart, to: '/reflections' },
];

export const adminLinks = (t: TFunction): MenuLink[] => [
  { label: t('more:row.adminDashboard'), icon: LayoutDashboard, to: '/admin' },
  { label: t('more:row.userManagement'), icon: Users, to: '/admin/users' },
  { label: t('more:row.invitations'), icon: Ticket, to: '/admin/invitations' },
  { label: t('more:row.campManagement'), icon: Tent, to: '/admin/camps' },
  { label: t('more:row.eventManagement'), icon: Calendar, to: '/admin/events' },
  { label: t('more:row.snapPolls'), icon: Vote, to: '/admin/polls' },
  { label: t('more:row.campHub'), icon: Router, to: '/admin/hub' },
];

export const socialLinks = (t: TFunction): MenuLink[] => [
  { label: t('more:row.campPhotos'), description: t('more:row.campPhotosDescription'), icon: Camera, to: '/photos' },
  { label: t('more:row.instagram'), description: t('more:row.instagramDescription'), icon: AtSign, to: '/profile-instagram' },
];

export const resourceLinks = (t: TFunction): MenuLink[] => [
  { label: t('more:row.readyForCamp'), description: t('more:row.readyForCampDescription'), icon: CloudDownload, to: '/ready' },
  { label: t('more:row.campEvents'), icon: Calendar, to: '/events' },
  { label: t('more:row.packingList'), icon: Luggage, to: '/packing' },
  { label: t('more:row.signups'), description: t('more:row.signupsDescription'), icon: ClipboardCheck, to: '/signups' },
  { label: t('more:row.campRules'), icon: ScrollText, to: '/rules' },
  { label: t('more:row.campMap'), icon: Map, to: '/map' },
  { label: t('more:row.safetyCenter'), icon: Shield, to: '/safety' },
];

/** Send Feedback writes to the active camp's office (none when the camp has no website to make an address from). */
export const supportLinks = (t: TFunction, officeEmail: string | undefined): MenuLink[] => [
  { label: t('more:row.help'), description: t('more:row.helpDescription'), icon: LifeBuoy, to: '/help' },
  { label: t('more:row.contactCounselors'), description: t('more:row.contactCounselorsDescription'), icon: ClipboardList, to: '/safety' },
  ...(officeEmail
    ? [
        {
          label: t('more:row.sendFeedback'),
          description: officeEmail,
          icon: Mail,
          to: `mailto:${officeEmail}?subject=${encodeURIComponent(t('more:row.feedbackSubject'))}`,
        },
      ]
    : []),
];

export const settingsLinks = (t: TFunction): MenuLink[] => [
  { label: t('more:row.privacyPolicy'), icon: ShieldCheck, to: '/privacy' },
  { label: t('more:row.accountSettings'), description: t('more:row.accountSettingsDescription'), icon: UserCog, to: '/profile' },
];
