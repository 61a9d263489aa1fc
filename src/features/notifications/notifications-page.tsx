import { BellOff, CheckCheck, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import type { AppNotification } from '../../../contracts/notifications';
import { BackButton } from '../../components/back-button';
import { PageHeader } from '../../components/page-header';
import { ui } from '../../components/ui';
import { useNotifications } from '../../db/notifications/use-notifications';
import * as inbox from '../../db/notifications/notifications-inbox';
import { DeliveryInfo } from './delivery-info';
import { NotificationItem } from './notification-item';
import { useTranslation } from '../../i18n';
import { clearAllQuestion, unreadSubtitle } from './notification-text';
import { useNow } from './use-now';

/** The notifications inbox (SPEC §2.3, §4.5), read from and written to IndexedDB only. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const list = useNotifications();
  const navigate = useNavigate();
  const now = useNow();
  const unread = list?.filter((n) => !n.read).length ?? 0;

  const open = (n: AppNotification) => {
    if (!n.read) void inbox.markRead(n.id);
    if (n.actionPath) void navigate(n.actionPath);
  };
  const clearAll = () => {
    if (window.confirm(clearAllQuestion())) void inbox.clearAll();
  };

  return (
    <div className="pb-6">
      <BackButton fallback="/" />
      <PageHeader
        title={t('notifications:title')}
        subtitle={list ? unreadSubtitle(unread) : null}
        actions={
          list && list.length > 0 ? (
            <>
              {unread > 0 ? (
                <button type="button" className={`${ui.buttonSecondary} whitespace-nowrap px-3`} onClick={() => void inbox.markAllRead()}>
                  <CheckCheck className="hidden h-4 w-4 sm:block" aria-hidden /> {t('notifications:markAllRead')}
                </button>
              ) : null}
              <button
                type="button"
                className={`${ui.buttonSecondary} whitespace-nowrap px-3`}
                onClick={clearAll}
                aria-label={t('notifications:clearAllLabel')}
                title={t('notifications:clearAllLabel')}
              >
                <Trash2 className="h-4 w-4" aria-hidden /> <span className="hidden sm:inline">{t('notifications:clearAll')}</span>
              </button>
            </>
          ) : null
        }
      />
      <div className="space-y-4 px-4">
        {list && list.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-10 text-center text-slate-500 dark:text-slate-400">
            <BellOff className="h-10 w-10" aria-hidden />
            <p className="font-medium">{t('notifications:empty')}</p>
          </div>
        ) : (
          <ul className="space-y-2" aria-label={t('notifications:listLabel')}>
            {list?.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                now={now}
                onOpen={open}
                onMarkRead={(id) => void inbox.markRead(id)}
                onRemove={(id) => void inbox.remove(id)}
              />
            ))}
          </ul>
        )}
        <DeliveryInfo />
      </div>
    </div>
  );
}
