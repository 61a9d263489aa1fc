import { Link } from 'react-router-dom';
import { Bell } from 'lucide-react';
import { useUnreadCount } from '../../db/notifications/use-unread-count';
import { unreadBadgeText } from '../../lib/unread-badge';
import { useTranslation } from '../../i18n';

export function NotificationBell({ className }: { className: string }) {
  const { t } = useTranslation('frame');
  const badge = unreadBadgeText(useUnreadCount());
  return (
    // Named by its content, so the visible badge is part of the name: "Notifications 3 unread".
    <Link to="/notifications" title={t('frame:link.notifications')} className={`relative ${className}`}>
      <Bell className="h-5 w-5" aria-hidden />
      <span className="sr-only">{t('frame:link.notifications')}</span>
      {badge ? (
        <>
          <span
            data-testid="unread-badge"
            className="absolute -right-0.5 -top-0.5 min-w-[1.1rem] rounded-full bg-red-600 px-1 text-center text-[10px] font-bold leading-[1.1rem] text-white"
          >
            {badge}
          </span>
          <span className="sr-only">{t('frame:link.unread')}</span>
        </>
      ) : null}
    </Link>
  );
}
