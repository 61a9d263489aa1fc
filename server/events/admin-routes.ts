import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { eventInputSchema, eventSchema } from '../../contracts/events.js';
import { eventGuestsSchema } from '../../contracts/events-guests.js';
import { attendeesOf, forgetNoticesOfEvent, noticeEventCancelled, noticeEventMoved } from '../notifications/camp-notices.js';
import { lineContext } from './promotion-notice.js';
import { promoteWaiting } from './registrations-repository.js';
import { forgetStartsSoon } from './reminders-repository.js';
import {
  deleteEvent,
  eventForUser,
  eventGuests,
  eventIdFrom,
  eventRow,
  insertEvent,
  updateEvent,
  type EventColumns,
} from './repository.js';
import { notFound } from '../http/errors.js';
import { answers, idParams, successAnswer } from '../http/route-schemas.js';
import { checkRole, requireRole } from '../auth/authenticate.js';
import { createOnce } from '../http/client-created.js';
import { ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';

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
  const { app, command, tags, db } = routeGroup(fastify, 'events');
  const { ctx } = fastify;
  const line = lineContext(ctx);

  command.post('/admin/events', { tags, body: eventInputSchema, response: answers({ 201: eventSchema }) }, async ({ user, body }) => {
    checkRole(user, 'admin', 'organizer');
    const input = body();
    return createOnce(
      db,
      { entity: 'events', id: input.id, deleted: 'event_deleted' },
      () => insertEvent(db, input.id, toColumns(input)),
      (made) => eventForUser(db, made, user.id),
    );
  });

  command.put(
    '/admin/events/:id',
    { tags, params: idParams, body: eventInputSchema, response: answers({ 200: eventSchema }) },
    async ({ user, params, body }) => {
      checkRole(user, 'admin', 'organizer');
      const id = eventIdFrom(params);
      const before = await eventRow(db, id);
      const columns = toColumns(body());
      // A capacity raised or lifted fills the places now free from the line, in the edit's own transaction.
      const changed = await db.transaction(async (tx) => {
        if (!(await updateEvent(tx, id, columns))) return false;
        // A new start: "starts soon" is said again before it (a move after people were told, for rain, say).
        if (before && before.eventTime.getTime() !== columns.eventTime.getTime()) await forgetStartsSoon(tx, id);
        await promoteWaiting(tx, id, line);
        return true;
      });
      if (!changed || !before) throw notFound('event_gone');
      await noticeEventMoved(ctx, before, columns, user.id);
      return ok(await eventForUser(db, id, user.id));
    },
  );

  // Online only, and only for organizers and admins: the dietary notes never enter the camp's stream.
  app.get(
    '/admin/events/:id/guests',
    { schema: { tags, params: idParams, response: answers({ 200: eventGuestsSchema }) } },
    async (request) => {
      requireRole(request, 'admin', 'organizer');
      return eventGuests(db, eventIdFrom(request.params));
    },
  );

  command.delete('/admin/events/:id', { tags, params: idParams, response: answers({ 200: successAnswer }) }, async ({ user, params }) => {
    checkRole(user, 'admin', 'organizer');
    const id = eventIdFrom(params);
    const attendees = await attendeesOf(ctx, id);
    await deleteEvent(db, id, async (tx, title) => {
      await forgetNoticesOfEvent({ ...ctx, db: tx }, id);
      await noticeEventCancelled({ ...ctx, db: tx }, attendees, title, user.id);
    });
    return ok({ success: true });
  });
}
