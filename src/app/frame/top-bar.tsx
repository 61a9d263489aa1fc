import { Link } from 'react-router-dom';
import { Backpack, BookOpen, Camera, Image, Map, Search, Tent } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { OutboxStatus } from '../../components/outbox-status';
import { ReplicationStatus } from '../../components/replication-status';
import { ImagePickButton } from './image-pick-button';
import { NotificationBell } from './notification-bell';
import { ProfileAvatarLink } from './profile-avatar-link';

const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800';

const links = [
  { to: '/search', label: 'frame:link.search', icon: Search },
  { to: '/rules', label: 'frame:link.campRules', icon: BookOpen },
  { to: '/map', label: 'frame:link.campMap', icon: Map },
  { to: '/photos', label: 'frame:link.photos', icon: Image },
  { to: '/packing', label: 'frame:link.packingList', icon: Backpack },
];

export function TopBar() {
  const { t } = useTranslation('frame');
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
      <div className="mx-auto flex h-14 max-w-3xl items-center gap-1 px-3">
        <Link to="/" className="mr-auto inline-flex items-center gap-2 font-bold text-emerald-700 md:invisible dark:text-emerald-400">
          <Tent className="h-6 w-6" aria-hidden /> <span className="sr-only min-[420px]:not-sr-only">Camp Weekend</span>
        </Link>
        {/* Slot: changes waiting to send (outbox), and whether the camp on this phone is up to date. */}
        <OutboxStatus />
        <ReplicationStatus />
        <ImagePickButton label={t('frame:link.takePhoto')} capture className={iconButton}>
          <Camera className="h-5 w-5" aria-hidden />
        </ImagePickButton>
        {links.map(({ to, label, icon: Icon }) => (
          <Link key={to} to={to} aria-label={t(label)} title={t(label)} className={iconButton}>
            <Icon className="h-5 w-5" aria-hidden />
          </Link>
        ))}
        <NotificationBell className={iconButton} />
        <ProfileAvatarLink />
      </div>
    </header>
  );
}
