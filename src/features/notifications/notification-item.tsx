import { Check, ChevronRight, X } from 'lucide-react';
import type { AppNotification } from '../../../contracts/notifications';
import { IconButton } from '../../components/icon-button';
import { formatAgo, useTranslation } from '../../i18n';
import { useNoticeText } from '../../lib/server-text';
import { shownText } from './notification-text';
import { notificationStyle } from './notification-style';

interface Props {
  notification: AppNotification;
  now: number;
  onOpen: (n: AppNotification) => void;
  onMarkRead: (id: string) => void;
  onRemove: (id: string) => void;
}

const smallButton =
  'inline-flex h-8 w-8 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100';

/** One inbox row (SPEC §2.3): type icon, title, message, time, unread dot, action label, mark-read and remove. */
export function NotificationItem({ notification: n, now, onOpen, onMarkRead, onRemove }: Props) {
  const { t } = useTranslation(['notifications', 'outbox']);
  const style = notificationStyle(n.type);
  const text = useNoticeText(n, shownText(n));
  const Icon = style.icon;
  return (
    <li
      data-testid="notification"
      className={`flex items-start gap-3 rounded-xl border p-3 shadow-sm ${n.read ? 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900' : 'border-emerald-300 bg-emerald-50/60 dark:border-emerald-800 dark:bg-emerald-950/40'}`}
    >
      <span
        role="img"
        aria-label={style.label}
        className={`mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${style.tone}`}
      >
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <button type="button" onClick={() => onOpen(n)} className="min-w-0 flex-1 text-left">
        <span className="flex items-center gap-2">
          <span className={`min-w-0 break-words ${n.read ? 'font-medium' : 'font-semibold'}`}>{text.title}</span>
          {n.read ? null : (
            <span role="img" aria-label={t('notifications:unread')} className="h-2 w-2 shrink-0 rounded-full bg-emerald-500" />
          )}
        </span>
        <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-300">{text.message}</span>
        <span className="mt-1 flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
          <time dateTime={n.timestamp}>{formatAgo(n.timestamp, now)}</time>
          {text.actionLabel ? (
            <span className="inline-flex items-center font-medium text-emerald-700 dark:text-emerald-400">
              {text.actionLabel}
              <ChevronRight className="h-3 w-3" aria-hidden />
            </span>
          ) : null}
        </span>
      </button>
      <span className="flex shrink-0 flex-col gap-1">
        {n.read ? null : (
          <IconButton
            className={smallButton}
            label={t('notifications:markRead', { title: text.title })}
            title={t('notifications:markReadTitle')}
            icon={Check}
            onClick={() => onMarkRead(n.id)}
          />
        )}
        <IconButton
          className={smallButton}
          label={t('notifications:remove', { title: text.title })}
          title={t('notifications:removeTitle')}
          icon={X}
          onClick={() => onRemove(n.id)}
        />
      </span>
    </li>
  );
}
