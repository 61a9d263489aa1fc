import type { AppNotification } from '../../contracts/notifications';
import { db } from './schema';

export type NewNotification = Pick<AppNotification, 'title' | 'message' | 'type'> & Partial<Pick<AppNotification, 'actionLabel' | 'actionPath'>>;

/** Adds an unread notification to the inbox (SPEC §3) and returns its id. */
export async function addNotification(n: NewNotification): Promise<string> {
  const id = crypto.randomUUID();
  await db.notifications.add({ ...n, id, read: false, timestamp: new Date().toISOString() });
  return id;
}
