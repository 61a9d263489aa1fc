import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { eventInputSchema, eventSchema } from '../../contracts/events.js';
import { events } from '../db/schema/index.js';
import { attendeesOf, noticeEventCancelled, noticeEventMoved } from '../notifications/camp-notices.js';
import { eventForUser, eventIdFrom } from './repository.js';
import { recordDeletion } from '../replication/delta.js';
import { notFound } from '../http/errors.js';
import { answers, idParams, successAnswer } from '../http/route-schemas.js';
import { requireRole } from '../auth/authenticate.js';
import { typedRoutes } from '../http/route-input.js';

function toColumns(input: z.output<typeof eventInputSchema>) {
  return {
    title: input.title,
    description: input.description,
    eventType: input.event_type,
    eventTime: new Date(input.event_time),
    endTime: input.end_time ? new Date(input.end_time) : null,
    location: input.location,
    capacity: input.capacity,
  };
}

/**
 * Event Management (SPEC §7). Organizers may manage events as well as admins: SPEC §6 gives them the
 * Add Event button, and it opens this form.
 */
export default function adminEventsRoutes(fastify: FastifyInstance): void {
  const app = typedRoutes(fastify);
  const { db } = app.ctx;
  const tags = ['events'];

  app.post(
    '/admin/events',
    { schema: { tags, body: eventInputSchema, response: answers({ 201: eventSchema }) } },
    async (request, reply) => {
      const user = requireRole(request, 'admin', 'organizer');
      const [row] = await db.insert(events).values(toColumns(request.body)).returning({ id: events.id });
      if (!row) throw new Error('event insert returned nothing');
      return reply.status(201).send(await eventForUser(db, row.id, user.id));
    },
  );

  app.put(
    '/admin/events/:id',
    { schema: { tags, params: idParams, body: eventInputSchema, response: answers({ 200: eventSchema }) } },
    async (request) => {
      const user = requireRole(request, 'admin', 'organizer');
      const id = eventIdFrom(request.params);
      const [before] = await db.select().from(events).where(eq(events.id, id)).limit(1);
      const columns = toColumns(request.body);
      const changed = await db
        .update(events)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(events.id, id))
        .returning({ id: events.id });
      if (changed.length === 0 || !before) throw notFound('This event no longer exists.');
      await noticeEventMoved(app.ctx, before, columns, user.id);
      return eventForUser(db, id, user.id);
    },
  );

  app.delete('/admin/events/:id', { schema: { tags, params: idParams, response: answers({ 200: successAnswer }) } }, async (request) => {
    const user = requireRole(request, 'admin', 'organizer');
    const id = eventIdFrom(request.params);
    const attendees = await attendeesOf(app.ctx, id);
    await db.transaction(async (tx) => {
      const gone = await tx.delete(events).where(eq(events.id, id)).returning({ id: events.id, title: events.title });
      if (!gone[0]) throw notFound('This event no longer exists.');
      await recordDeletion(tx, 'events', [id]);
      await noticeEventCancelled({ ...app.ctx, db: tx }, attendees, gone[0].title, user.id);
    });
    return { success: true };
  });
}
