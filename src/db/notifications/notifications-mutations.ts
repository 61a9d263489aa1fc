/**
 * The server inbox on the phone: marking read, removing and clearing go through the outbox, so they
 * follow the person to another phone. They touch only the server's notices (source 'server'); the
 * app's own notices (welcome, refusals) stay on this phone (notifications-inbox.ts splits the two).
 */
import { outboxRequest, type OutboxRequest } from '../../../contracts/commands';
import type { AppNotification } from '../../../contracts/notifications';
import type { ChangeLabel } from '../change-label';
import { db, type UndoStep } from '../schema';
import { defineArea } from '../mutations/area-names';
import { defineMutation } from '../mutations/define';

const isServer = (n: AppNotification | undefined): n is AppNotification => n?.source === 'server';
const putBack = (rows: AppNotification[]): UndoStep[] => rows.map((n) => ({ table: 'notifications', key: n.id, value: n }));

/** A change of one server notice, under 'notification:<id>'. */
const oneNotice = (
  request: (id: string) => OutboxRequest,
  label: (title: string) => ChangeLabel,
  change: (n: AppNotification) => Promise<unknown>,
  needed: (n: AppNotification) => boolean = () => true,
) =>
  defineMutation<{ id: string }>({
    async plan({ id }) {
      const n = await db.notifications.get(id);
      if (!isServer(n) || !needed(n)) return null;
      return { entity: `notification:${id}`, request: request(id), coalesce: 'append', label: label(n.title) };
    },
    async apply({ id }) {
      const before = await db.notifications.get(id);
      if (!before) return [];
      await change(before);
      return putBack([before]);
    },
  });

/** A change of every server notice up to what the camper saw (`before`, ISO), under 'notifications'. */
const wholeInbox = (
  request: (before: string) => OutboxRequest,
  label: ChangeLabel,
  which: (n: AppNotification) => boolean,
  change: (notices: AppNotification[]) => Promise<unknown>,
) => {
  const affected = async (before: string) =>
    (await db.notifications.filter((n) => isServer(n) && n.timestamp <= before).toArray()).filter(which);
  return defineMutation<{ before: string }>({
    async plan({ before }) {
      if ((await affected(before)).length === 0) return null;
      return { entity: 'notifications', request: request(before), coalesce: 'append', label };
    },
    async apply({ before }) {
      const notices = await affected(before);
      await change(notices);
      return putBack(notices);
    },
  });
};

const unread = (n: AppNotification) => !n.read;

export const notificationMutations = defineArea('notifications', {
  read: oneNotice(
    (id) => outboxRequest('notifications.read', { id }),
    (title) => ({ key: 'outbox:label.markRead', values: { title } }),
    (n) => db.notifications.put({ ...n, read: true }),
    unread,
  ),
  remove: oneNotice(
    (id) => outboxRequest('notifications.delete', { id }),
    (title) => ({ key: 'outbox:label.removeNotification', values: { title } }),
    (n) => db.notifications.delete(n.id),
  ),
  readAll: wholeInbox(
    (before) => outboxRequest('notifications.readAll', { body: { before } }),
    { key: 'outbox:label.markAllRead' },
    unread,
    (notices) => db.notifications.bulkPut(notices.map((n) => ({ ...n, read: true }))),
  ),
  clear: wholeInbox(
    (before) => outboxRequest('notifications.clear', { body: { before } }),
    { key: 'outbox:label.clearAll' },
    () => true,
    (notices) => db.notifications.bulkDelete(notices.map((n) => n.id)),
  ),
});
