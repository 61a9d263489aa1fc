import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notificationsCommands } from '../../contracts/notifications-commands.js';
import { pushSubscriptionSchema, pushUnsubscribeSchema, serverNotificationSchema } from '../../contracts/notifications.js';
import { notFound } from '../http/errors.js';
import { clearNotices, inbox, markAllRead, markRead, removeNotice, removeSubscription, saveSubscription } from './repository.js';
import { vapidKeys } from './vapid.js';
import { answers } from '../http/route-schemas.js';
import { requireUser } from '../auth/authenticate.js';
import { created, ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';

/**
 * The server inbox (each person reads and changes only their own notices) and Web Push
 * subscriptions. Marking read, removing and clearing come from the phone's outbox, so they are
 * written as the desired state: a replay changes nothing.
 */
export default function notificationsRoutes(fastify: FastifyInstance): void {
  const { app, command, tags, db, config } = routeGroup(fastify, 'notifications');
  const subscribed = z.object({ subscribed: z.boolean() });
  /** A notice's id: a malformed one names no notice. */
  const noticeId = (id: string) => {
    if (!z.string().uuid().safeParse(id).success) throw notFound('notification_not_found');
    return id;
  };

  app.get('/notifications', { schema: { tags, response: answers({ 200: z.array(serverNotificationSchema) }) } }, async (request) =>
    inbox(db, requireUser(request).id),
  );

  command.declared(notificationsCommands.read, { tags }, async ({ user, params }) => {
    const notice = await markRead(db, user.id, noticeId(params.id));
    if (!notice) throw notFound('notification_not_found');
    return ok(notice);
  });

  command.declared(notificationsCommands.readAll, { tags }, async ({ user, body }) =>
    ok({ updated: await markAllRead(db, user.id, new Date(body().before)) }),
  );

  // Removing a notice already gone is what the person wanted: no error.
  command.declared(notificationsCommands.delete, { tags }, async ({ user, params }) =>
    ok({ removed: await removeNotice(db, user.id, noticeId(params.id)) }),
  );

  command.declared(notificationsCommands.clear, { tags }, async ({ user, body }) =>
    ok({ removed: await clearNotices(db, user.id, new Date(body().before)) }),
  );

  app.get('/push/key', { schema: { tags, response: answers({ 200: z.object({ publicKey: z.string() }) }) } }, async (request) => {
    requireUser(request);
    return { publicKey: vapidKeys(config).publicKey };
  });

  command.post(
    '/push/subscriptions',
    { tags, body: pushSubscriptionSchema, response: answers({ 201: subscribed }) },
    async ({ user, body }) => {
      const { endpoint, keys, language = 'en' } = body();
      await saveSubscription(db, user.id, { endpoint, keys, language });
      return created({ subscribed: true });
    },
  );

  command.post(
    '/push/unsubscribe',
    { tags, body: pushUnsubscribeSchema, response: answers({ 200: subscribed }) },
    async ({ user, body }) => {
      await removeSubscription(db, user.id, body().endpoint);
      return ok({ subscribed: false });
    },
  );
}
