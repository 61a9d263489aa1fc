/**
 * What the inbox screen does. The server's notices change through the outbox (mutation registry),
 * so the change follows the person to another phone; the app's own notices change on this phone only.
 */
import { mutate } from '../mutate';
import * as local from './notifications-store';
import { db } from '../schema';

export async function markRead(id: string): Promise<void> {
  const n = await db.notifications.get(id);
  if (n?.source === 'server') await mutate('notifications.read', { id });
  else await local.markRead(id);
}

export async function remove(id: string): Promise<void> {
  const n = await db.notifications.get(id);
  if (n?.source === 'server') await mutate('notifications.remove', { id });
  else await local.remove(id);
}

export async function markAllRead(): Promise<void> {
  await mutate('notifications.readAll', { before: new Date().toISOString() });
  await local.markAllRead();
}

export async function clearAll(): Promise<void> {
  await mutate('notifications.clear', { before: new Date().toISOString() });
  await local.clearAll();
}
