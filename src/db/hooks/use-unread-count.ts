import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../schema';

/** How many notifications in the inbox are unread (the bell's badge). */
export function useUnreadCount(): number {
  return useLiveQuery(() => db.notifications.filter((n) => !n.read).count(), []) ?? 0;
}
