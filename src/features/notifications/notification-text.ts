import type { AppNotification } from '../../../contracts/notifications';
import { i18next } from '../../i18n';
import { actionLabelText } from '../../lib/change-screen';
import { welcomeKindOf } from '../../db/notifications/welcome-notifications';

/** The inbox subtitle (SPEC §2.3): '1 unread notification', '2 unread notifications', or 'All caught up!' at 0. */
export function unreadSubtitle(unread: number): string {
  if (unread <= 0) return i18next.t('notifications:allCaughtUp');
  return i18next.t('notifications:unreadCount', { count: unread });
}

export const clearAllQuestion = (): string => i18next.t('notifications:clearAllQuestion');

export interface ShownText {
  title: string;
  message: string;
  actionLabel?: string;
}

/**
 * What an inbox row says. The app's own notices (the welcome ones, 'Not saved') show in the current
 * language, as does the button of a notice leading to a changed item's screen; any other notice, such
 * as one from the server, shows its title and message as stored.
 */
export function shownText(n: Pick<AppNotification, 'id' | 'title' | 'message' | 'actionLabel' | 'actionPath' | 'source'>): ShownText {
  const kind = n.source === 'server' ? null : welcomeKindOf(n.id);
  if (kind) {
    return {
      title: i18next.t(`notifications:welcome.${kind}Title`),
      message: i18next.t(`notifications:welcome.${kind}Message`),
      actionLabel: i18next.t(`notifications:welcome.${kind}Action`),
    };
  }
  const ownRefusal = n.source !== 'server' && n.title === 'Not saved';
  return {
    title: ownRefusal ? i18next.t('notifications:notSaved') : n.title,
    message: n.message,
    actionLabel: actionLabelText(n.actionPath, n.actionLabel),
  };
}
