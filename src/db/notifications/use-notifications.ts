import { useLiveQuery } from '../hooks/use-live-query';
import type { AppNotification } from '../../../contracts/notifications';
import { db } from '../schema';

/** The inbox, newest first; undefined while it loads. */
export function useNotifications(): AppNotification[] | undefined {
  return useLiveQuery(() => db.notifications.orderBy('timestamp').reverse().toArray(), []);
}
