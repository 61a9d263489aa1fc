import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EVENT_FULL_MESSAGE } from '../../contracts/events.js';
import { eventRegistrations, events } from '../db/schema/index.js';
import { eventForUser, eventIdFrom, eventsForUser } from '../lib/event-queries.js';
import { changedAfter } from '../lib/delta.js';
import { sendList } from '../lib/list-reply.js';
import { conflict, notFound } from '../lib/http-error.js';
import { requireUser } from '../plugins/auth.js';

/** Camp events and RSVPs (SPEC §7, §4.2). Register and cancel set the state, so a replay changes nothing (DECISIONS 7). */
export default function eventsRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  // The plain list of SPEC §7, or with ?since= the changes for a delta pull (DECISIONS 11); an RSVP touches the event row.
  app.get('/events', async (request, reply) => {
    const user = requireUser(request);
    return sendList(request, reply, db, 'events', (since) => eventsForUser(db, user.id, since && changedAfter(events.updatedAt, since)));
  });

  app.post('/events/:id/register', async (request) => {
    const user = requireUser(request);
    const id = eventIdFrom(request.params);
    await db.transaction(async (tx) => {
      // Lock the event row: concurrent RSVPs for the last place queue here, so only one can take it.
      const [event] = await tx.select({ capacity: events.capacity }).from(events).where(eq(events.id, id)).for('update');
      if (!event) throw notFound('This event no longer exists.');
      const mine = and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.userId, user.id));
      const [already] = await tx.select({ userId: eventRegistrations.userId }).from(eventRegistrations).where(mine);
      if (already) return;
      if (event.capacity > 0) {
        const [taken] = await tx.select({ n: count() }).from(eventRegistrations).where(eq(eventRegistrations.eventId, id));
        if ((taken?.n ?? 0) >= event.capacity) throw conflict(EVENT_FULL_MESSAGE);
      }
      await tx.insert(eventRegistrations).values({ eventId: id, userId: user.id });
      await tx.update(events).set({ updatedAt: new Date() }).where(eq(events.id, id));
    });
    return eventForUser(db, id, user.id);
  });

  app.delete('/events/:id/register', async (request) => {
    const user = requireUser(request);
    const id = eventIdFrom(request.params);
    await db.transaction(async (tx) => {
      const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, id)).for('update');
      if (!event) throw notFound('This event no longer exists.');
      const gone = await tx
        .delete(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.userId, user.id)))
        .returning({ userId: eventRegistrations.userId });
      if (gone.length > 0) await tx.update(events).set({ updatedAt: new Date() }).where(eq(events.id, id));
    });
    return eventForUser(db, id, user.id);
  });
}
