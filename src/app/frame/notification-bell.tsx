import { Link } from 'react-router-dom';
import { Bell } from 'lucide-react';
import { useUnreadCount } from '../../db/notifications/use-unread-count';
import { useTranslation } from '../../i18n';
import { UnreadBadge } from './unread-badge';

export function NotificationBell({ className }: { className: string }) {
  const { t } = useTranslation('frame');
  const unread = useUnreadCount();
  return (
    // Named by its content, so the visible badge is part of the name: "Notifications 3 unread".
    <Link to="/notifications" title={t('frame:link.notifications')} className={`relative ${className}`}>
      <Bell className="h-5 w-5" aria-hidden />
      <span className="sr-only">{t('frame:link.notifications')}</span>
      <UnreadBadge count={unread} corner="-right-0.5 -top-0.5" testId="unread-badge" />
    </Link>
  );
}
