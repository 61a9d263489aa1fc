import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inboxBulkSchema, pushSubscriptionSchema, pushUnsubscribeSchema, serverNotificationSchema } from '../../contracts/notifications.js';
import { notifications, pushSubscriptions } from '../db/schema/index.js';
import { recordDeletion } from '../replication/delta.js';
import { notFound } from '../http/errors.js';
import { notificationOut, notificationsTombstone, ownNotices } from './notify.js';
import { vapidKeys } from './vapid.js';
import { answers, idParams } from '../http/route-schemas.js';
import { requireUser } from '../auth/authenticate.js';
import { typedRoutes } from '../http/route-input.js';

const NOT_FOUND = 'This notification was not found.';

/**
 * The server inbox (each person reads and changes only their own notices) and Web Push
 * subscriptions. Marking read, removing and clearing come from the phone's outbox, so they are
 * written as the desired state: a replay changes nothing.
 */
export default function notificationsRoutes(fastify: FastifyInstance): void {
  const app = typedRoutes(fastify);
  const tags = ['notifications'];
  const removed = answers({ 200: z.object({ removed: z.number().int() }) });
  const subscribed = z.object({ subscribed: z.boolean() });
  const { db, config } = app.ctx;
  const ownId = (userId: string, id: string) => {
    if (!z.string().uuid().safeParse(id).success) throw notFound(NOT_FOUND);
    return and(eq(notifications.userId, userId), eq(notifications.id, id));
  };

  app.get('/notifications', { schema: { tags, response: answers({ 200: z.array(serverNotificationSchema) }) } }, async (request) => {
    const user = requireUser(request);
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(sql`${notifications.createdAt} desc`);
    return rows.map(notificationOut);
  });

  app.post(
    '/notifications/:id/read',
    { schema: { tags, params: idParams, response: answers({ 200: serverNotificationSchema }) } },
    async (request) => {
      const user = requireUser(request);
      const [row] = await db
        .update(notifications)
        .set({ read: true, updatedAt: sql`now()` })
        .where(ownId(user.id, request.params.id))
        .returning();
      if (!row) throw notFound(NOT_FOUND);
      return notificationOut(row);
    },
  );

  app.post(
    '/notifications/read-all',
    { schema: { tags, body: inboxBulkSchema, response: answers({ 200: z.object({ updated: z.number().int() }) }) } },
    async (request) => {
      const user = requireUser(request);
      const { before } = request.body;
      const rows = await db
        .update(notifications)
        .set({ read: true, updatedAt: sql`now()` })
        .where(and(ownNotices(user.id, new Date(before)), eq(notifications.read, false)))
        .returning({ id: notifications.id });
      return { updated: rows.length };
    },
  );

  // Removing a notice already gone is what the person wanted: no error.
  app.delete('/notifications/:id', { schema: { tags, params: idParams, response: removed } }, async (request) => {
    const user = requireUser(request);
    const rows = await db.delete(notifications).where(ownId(user.id, request.params.id)).returning({ id: notifications.id });
    await recordDeletion(
      db,
      notificationsTombstone(user.id),
      rows.map((r) => r.id),
    );
    return { removed: rows.length };
  });

  app.post('/notifications/clear', { schema: { tags, body: inboxBulkSchema, response: removed } }, async (request) => {
    const user = requireUser(request);
    const { before } = request.body;
    const rows = await db
      .delete(notifications)
      .where(ownNotices(user.id, new Date(before)))
      .returning({ id: notifications.id });
    await recordDeletion(
      db,
      notificationsTombstone(user.id),
      rows.map((r) => r.id),
    );
    return { removed: rows.length };
  });

  app.get('/push/key', { schema: { tags, response: answers({ 200: z.object({ publicKey: z.string() }) }) } }, async (request) => {
    requireUser(request);
    return { publicKey: vapidKeys(config).publicKey };
  });

  app.post(
    '/push/subscriptions',
    { schema: { tags, body: pushSubscriptionSchema, response: answers({ 201: subscribed }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const { endpoint, keys, language = 'en' } = request.body;
      // One browser has one endpoint: a new sign-in on that phone takes it over.
      await db
        .insert(pushSubscriptions)
        .values({ userId: user.id, endpoint, p256dh: keys.p256dh, auth: keys.auth, language })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: user.id, p256dh: keys.p256dh, auth: keys.auth, language },
        });
      return reply.code(201).send({ subscribed: true });
    },
  );

  app.post(
    '/push/unsubscribe',
    { schema: { tags, body: pushUnsubscribeSchema, response: answers({ 200: subscribed }) } },
    async (request) => {
      const user = requireUser(request);
      const { endpoint } = request.body;
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, user.id), inArray(pushSubscriptions.endpoint, [endpoint])));
      return { subscribed: false };
    },
  );
}
