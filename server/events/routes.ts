import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EVENT_FULL_MESSAGE, eventSchema } from '../../contracts/events.js';
import { eventRegistrations, events } from '../db/schema/index.js';
import { eventForUser, eventIdFrom, eventsForUser } from './repository.js';
import { changedOrTouched, recordTouch } from '../replication/delta.js';
import { sendList } from '../http/list-reply.js';
import { conflict, notFound } from '../http/errors.js';
import { answers, idParams, listOrDelta, sinceQuery } from '../http/route-schemas.js';
import { requireUser } from '../auth/authenticate.js';
import { typedRoutes } from '../http/route-input.js';

/** Camp events and RSVPs (SPEC §7, §4.2). Register and cancel set the state, so a replay changes nothing (DECISIONS 7). */
export default function eventsRoutes(fastify: FastifyInstance): void {
  const app = typedRoutes(fastify);
  const { db } = app.ctx;
  const rsvp = { tags: ['events'], params: idParams, response: answers({ 200: eventSchema }) };

  // The plain list of SPEC §7, or with ?since= the changes for a delta pull (DECISIONS 11); an RSVP counts as a change of its event.
  app.get(
    '/events',
    { schema: { tags: ['events'], querystring: sinceQuery, response: answers({ 200: listOrDelta(eventSchema) }) } },
    async (request, reply) => {
      const user = requireUser(request);
      return sendList(request, reply, db, 'events', (since) =>
        eventsForUser(db, user.id, since && changedOrTouched(events.updatedAt, events.id, 'events', since)),
      );
    },
  );

  app.post('/events/:id/register', { schema: rsvp }, async (request) => {
    const user = requireUser(request);
    const id = eventIdFrom(request.params);
    await db.transaction(async (tx) => {
      const [plain] = await tx.select({ capacity: events.capacity }).from(events).where(eq(events.id, id));
      if (!plain) throw notFound('This event no longer exists.');
      // With places to count, lock the event row: concurrent RSVPs for the last place queue here, so
      // only one can take it. An event without a limit takes RSVPs side by side.
      const [event] =
        plain.capacity > 0 ? await tx.select({ capacity: events.capacity }).from(events).where(eq(events.id, id)).for('update') : [plain];
      if (!event) throw notFound('This event no longer exists.');
      const mine = and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.userId, user.id));
      const [already] = await tx.select({ userId: eventRegistrations.userId }).from(eventRegistrations).where(mine);
      if (already) return;
      if (event.capacity > 0) {
        const [taken] = await tx.select({ n: count() }).from(eventRegistrations).where(eq(eventRegistrations.eventId, id));
        if ((taken?.n ?? 0) >= event.capacity) throw conflict(EVENT_FULL_MESSAGE);
      }
      // Two phones of one camper may RSVP at once to an event without a limit: the second finds it done.
      const added = await tx
        .insert(eventRegistrations)
        .values({ eventId: id, userId: user.id })
        .onConflictDoNothing()
        .returning({ userId: eventRegistrations.userId });
      if (added.length > 0) await recordTouch(tx, 'events', id);
    });
    return eventForUser(db, id, user.id);
  });

  app.delete('/events/:id/register', { schema: rsvp }, async (request) => {
    const user = requireUser(request);
    const id = eventIdFrom(request.params);
    await db.transaction(async (tx) => {
      const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, id));
      if (!event) throw notFound('This event no longer exists.');
      const gone = await tx
        .delete(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.userId, user.id)))
        .returning({ userId: eventRegistrations.userId });
      if (gone.length > 0) await recordTouch(tx, 'events', id);
    });
    return eventForUser(db, id, user.id);
  });
}
