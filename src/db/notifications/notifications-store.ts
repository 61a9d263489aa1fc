/**
 * The notifications inbox (SPEC §3, §4.5), kept in IndexedDB so both the page and the service
 * worker's outbox (a 'Not saved' notice when the server refuses a queued change) can add to it.
 * These are the app's own notices: they never go to the server, and the functions below leave the
 * server's notices (source 'server', changed through notifications-inbox.ts) alone.
 */
import { noticeText } from '../../../contracts/notifications-notices';
import { serverNotificationSchema, type AppNotification } from '../../../contracts/notifications';
import type { TableChanges } from '../../../contracts/replication';
import { welcomeNotifications } from './welcome-notifications';
import { storeChanges } from '../replica-changes';
import { db } from '../schema';

export type NewNotification = Pick<AppNotification, 'title' | 'message' | 'type'> &
  Partial<Pick<AppNotification, 'actionLabel' | 'actionPath' | 'changeId' | 'kind' | 'params'>>;

/** Set once the welcome notifications were added on this phone, so clearing them does not bring them back. */
const WELCOME_KEY = 'welcome-notifications';

/** Adds an unread notification to the inbox (SPEC §3) and returns its id. */
export async function addNotification(n: NewNotification): Promise<string> {
  const id = crypto.randomUUID();
  await db.notifications.add({ ...n, id, read: false, timestamp: new Date().toISOString() });
  return id;
}

/**
 * The app's notice of a change the server refused (`changeId`: its outbox row). The server sends the
 * same refusal to the inbox of every phone: when its notice is already here, the app adds none.
 */
export async function addRefusalNotice(n: NewNotification & { changeId: string }): Promise<void> {
  const told = await db.notifications.filter((x) => x.source === 'server' && x.changeId === n.changeId).toArray();
  if (told.length === 0) await addNotification(n);
  else await db.notifications.bulkPut(await namedAsHere(told));
}

/**
 * The server names a refused change by its area only ("Your change to an event"); on the phone that
 * queued it, its notice names the item as the phone's own did ("RSVP to 'Night Swim'"), in English
 * and by its label key. The phone's words are kept with the refusal (src/db/outcomes-repo.ts).
 */
async function namedAsHere<T extends AppNotification>(items: T[]): Promise<T[]> {
  const refusals = items.filter((n) => n.changeId && n.kind === 'changeRefused' && n.params);
  if (refusals.length === 0) return items;
  const outcomes = await db.outcomes.bulkGet(refusals.map((n) => n.changeId ?? ''));
  const named = new Map(outcomes.flatMap((o) => (o?.named ? [[o.rowId, o.named] as const] : [])));
  return items.map((n) => {
    const names = n.changeId ? named.get(n.changeId) : undefined;
    if (!names || !n.params || n.kind !== 'changeRefused') return n;
    const { area: _area, ...said } = n.params;
    const params = { ...said, ...names };
    return { ...n, params, ...noticeText('changeRefused', params) };
  });
}

/**
 * The server's notice of a refused change takes the place of the app's own (one notice per refusal).
 * What the camper read here stays read here; another phone, which never showed it, still shows it new.
 */
async function replaceOwnRefusals(items: AppNotification[]): Promise<void> {
  const byChange = new Map(items.flatMap((n) => (n.changeId ? [[n.changeId, n] as const] : [])));
  if (byChange.size === 0) return;
  const own = await db.notifications.filter((n) => isLocal(n) && n.changeId !== undefined && byChange.has(n.changeId)).toArray();
  await db.notifications.bulkDelete(own.map((n) => n.id));
  const read = own.flatMap((n) => {
    const server = n.changeId ? byChange.get(n.changeId) : undefined;
    return n.read && server && !server.read ? [server.id] : [];
  });
  await db.notifications.bulkUpdate(read.map((key) => ({ key, changes: { read: true } })));
}

export async function markRead(id: string): Promise<void> {
  await db.notifications.update(id, { read: true });
}

const isLocal = (n: AppNotification) => n.source !== 'server';

export async function markAllRead(): Promise<void> {
  await db.notifications.filter((n) => isLocal(n) && !n.read).modify({ read: true });
}

export async function remove(id: string): Promise<void> {
  await db.notifications.delete(id);
}

export async function clearAll(): Promise<void> {
  await db.notifications.filter(isLocal).delete();
}

/** Stores the server inbox from the replication stream; a full pull replaces only the server's notices. */
export async function storePulledNotifications(changes: TableChanges, full: boolean, requestedAt: number): Promise<void> {
  const items = await namedAsHere(changes.items.map((i) => serverNotificationSchema.parse(i)));
  if (full) {
    const keep = new Set(items.map((n) => n.id));
    const stale = await db.notifications.filter((n) => n.source === 'server' && !keep.has(n.id)).primaryKeys();
    changes = { items, deleted: [...changes.deleted, ...stale] };
  }
  await storeChanges({ table: 'notifications' }, { items, deleted: changes.deleted }, false, requestedAt);
  await replaceOwnRefusals(items);
}

/** Adds the three welcome notifications the first time only; returns whether it did. */
export async function seedWelcomeNotifications(now: number = Date.now()): Promise<boolean> {
  return db.transaction('rw', db.meta, db.notifications, async () => {
    if (await db.meta.get(WELCOME_KEY)) return false;
    await db.meta.put({ key: WELCOME_KEY, value: new Date(now).toISOString() });
    await db.notifications.bulkPut(
      welcomeNotifications.map((n, i) => ({ ...n, read: false, timestamp: new Date(now - i * 1000).toISOString() })),
    );
    return true;
  });
}
