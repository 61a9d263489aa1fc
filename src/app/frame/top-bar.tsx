import { Camera } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { OutboxStatus } from '../../components/outbox-status';
import { ReplicationStatus } from '../../components/replication-status';
import { CampMenu } from './camp-menu';
import { ImagePickButton } from './image-pick-button';
import { NotificationBell } from './notification-bell';
import { ProfileAvatarLink } from './profile-avatar-link';

/** Every button of the bar is a 44 px target. */
const iconButton =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800';

/** One short row, as wide as the screen's content (`wide` on the screens that use a desktop's width): the sync state in words, changes waiting, the camera, the Camp menu, the bell and the person. */
export function TopBar({ wide = false }: { wide?: boolean }) {
  const { t } = useTranslation('frame');
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
      <div className={`mx-auto flex h-14 max-w-3xl items-center gap-0.5 px-2 ${wide ? 'lg:max-w-6xl' : ''}`}>
        <ReplicationStatus />
        <OutboxStatus />
        <ImagePickButton label={t('frame:link.takePhoto')} capture className={iconButton}>
          <Camera className="h-5 w-5" aria-hidden />
        </ImagePickButton>
        <CampMenu buttonClass={iconButton} />
        <NotificationBell className={iconButton} />
        <ProfileAvatarLink />
      </div>
    </header>
  );
}
