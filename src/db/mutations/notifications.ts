/**
 * The server inbox on the phone: marking read, removing and clearing go through the outbox, so they
 * follow the person to another phone. They touch only the server's notices (source 'server'); the
 * app's own notices (welcome, refusals) stay on this phone (src/db/inbox.ts splits the two).
 */
import type { AppNotification } from '../../../contracts/notifications';
import { db, type UndoStep } from '../schema';
import type { MutationDef } from './types';

export interface NoticeArgs {
  id: string;
}

export interface InboxBulkArgs {
  /** What the camper saw: notices up to this time (ISO). */
  before: string;
}

const INBOX = 'notifications';
const isServer = (n: AppNotification | undefined): n is AppNotification => n?.source === 'server';
const serverNotices = (before: string) => db.notifications.filter((n) => isServer(n) && n.timestamp <= before).toArray();
const putBack = (rows: AppNotification[]): UndoStep[] => rows.map((n) => ({ table: 'notifications', key: n.id, value: n }));

const read: MutationDef<NoticeArgs> = {
  async plan({ id }) {
    const n = await db.notifications.get(id);
    if (!isServer(n) || n.read) return null;
    return {
      entity: `notification:${id}`,
      request: { method: 'POST', path: `/notifications/${id}/read` },
      coalesce: 'append',
      label: { key: 'outbox:label.markRead', values: { title: n.title } },
    };
  },
  async apply({ id }) {
    const before = await db.notifications.get(id);
    if (!before) return [];
    await db.notifications.put({ ...before, read: true });
    return putBack([before]);
  },
};

const remove: MutationDef<NoticeArgs> = {
  async plan({ id }) {
    const n = await db.notifications.get(id);
    if (!isServer(n)) return null;
    return {
      entity: `notification:${id}`,
      request: { method: 'DELETE', path: `/notifications/${id}` },
      coalesce: 'append',
      label: { key: 'outbox:label.removeNotification', values: { title: n.title } },
    };
  },
  async apply({ id }) {
    const before = await db.notifications.get(id);
    await db.notifications.delete(id);
    return before ? putBack([before]) : [];
  },
};

const readAll: MutationDef<InboxBulkArgs> = {
  async plan({ before }) {
    if (!(await serverNotices(before)).some((n) => !n.read)) return null;
    return {
      entity: INBOX,
      request: { method: 'POST', path: '/notifications/read-all', body: { before } },
      coalesce: 'append',
      label: { key: 'outbox:label.markAllRead' },
    };
  },
  async apply({ before }) {
    const unread = (await serverNotices(before)).filter((n) => !n.read);
    await db.notifications.bulkPut(unread.map((n) => ({ ...n, read: true })));
    return putBack(unread);
  },
};

const clear: MutationDef<InboxBulkArgs> = {
  async plan({ before }) {
    if ((await serverNotices(before)).length === 0) return null;
    return {
      entity: INBOX,
      request: { method: 'POST', path: '/notifications/clear', body: { before } },
      coalesce: 'append',
      label: { key: 'outbox:label.clearAll' },
    };
  },
  async apply({ before }) {
    const gone = await serverNotices(before);
    await db.notifications.bulkDelete(gone.map((n) => n.id));
    return putBack(gone);
  },
};

export const notificationMutations = {
  'notification.read': read,
  'notification.remove': remove,
  'notification.readAll': readAll,
  'notification.clear': clear,
};
