/**
 * The notifications inbox (SPEC §3, §4.5), kept in IndexedDB so both the page and the service
 * worker's outbox (a 'Not saved' notice when the server refuses a queued change) can add to it.
 * Notifications never go to the server.
 */
import type { AppNotification } from '../../contracts/notifications';
import { welcomeNotifications } from '../lib/welcome-notifications';
import { db } from './schema';

export type NewNotification = Pick<AppNotification, 'title' | 'message' | 'type'> & Partial<Pick<AppNotification, 'actionLabel' | 'actionPath'>>;

/** Set once the welcome notifications were added on this phone, so clearing them does not bring them back. */
export const WELCOME_KEY = 'welcome-notifications';

/** Adds an unread notification to the inbox (SPEC §3) and returns its id. */
export async function addNotification(n: NewNotification): Promise<string> {
  const id = crypto.randomUUID();
  await db.notifications.add({ ...n, id, read: false, timestamp: new Date().toISOString() });
  return id;
}

export async function markRead(id: string): Promise<void> {
  await db.notifications.update(id, { read: true });
}

export async function markAllRead(): Promise<void> {
  await db.notifications.filter((n) => !n.read).modify({ read: true });
}

export async function remove(id: string): Promise<void> {
  await db.notifications.delete(id);
}

export async function clearAll(): Promise<void> {
  await db.notifications.clear();
}

/** Adds the three welcome notifications the first time only; returns whether it did. */
export async function seedWelcomeNotifications(now: number = Date.now()): Promise<boolean> {
  return db.transaction('rw', db.meta, db.notifications, async () => {
    if (await db.meta.get(WELCOME_KEY)) return false;
    await db.meta.put({ key: WELCOME_KEY, value: new Date(now).toISOString() });
    await db.notifications.bulkPut(welcomeNotifications.map((n, i) => ({ ...n, read: false, timestamp: new Date(now - i * 1000).toISOString() })));
    return true;
  });
}
