import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { eventInputSchema, eventSchema } from '../../contracts/events.js';
import { attendeesOf, noticeEventCancelled, noticeEventMoved } from '../notifications/camp-notices.js';
import { deleteEvent, eventForUser, eventIdFrom, eventRow, insertEvent, updateEvent, type EventColumns } from './repository.js';
import { notFound } from '../http/errors.js';
import { answers, idParams, successAnswer } from '../http/route-schemas.js';
import { requireRole } from '../auth/authenticate.js';
import { typedRoutes } from '../http/route-input.js';

function toColumns(input: z.output<typeof eventInputSchema>): EventColumns {
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
      const id = await insertEvent(db, toColumns(request.body));
      return reply.status(201).send(await eventForUser(db, id, user.id));
    },
  );

  app.put(
    '/admin/events/:id',
    { schema: { tags, params: idParams, body: eventInputSchema, response: answers({ 200: eventSchema }) } },
    async (request) => {
      const user = requireRole(request, 'admin', 'organizer');
      const id = eventIdFrom(request.params);
      const before = await eventRow(db, id);
      const columns = toColumns(request.body);
      const changed = await updateEvent(db, id, columns);
      if (!changed || !before) throw notFound('event_gone');
      await noticeEventMoved(app.ctx, before, columns, user.id);
      return eventForUser(db, id, user.id);
    },
  );

  app.delete('/admin/events/:id', { schema: { tags, params: idParams, response: answers({ 200: successAnswer }) } }, async (request) => {
    const user = requireRole(request, 'admin', 'organizer');
    const id = eventIdFrom(request.params);
    const attendees = await attendeesOf(app.ctx, id);
    await deleteEvent(db, id, (tx, title) => noticeEventCancelled({ ...app.ctx, db: tx }, attendees, title, user.id));
    return { success: true };
  });
}
