import type { FastifyInstance } from 'fastify';
import { eventSchema } from '../../contracts/events.js';
import { eventsForUser } from './event-schedule.js';
import { eventForUser, eventIdFrom, register, unregister } from './repository.js';
import { sendList } from '../http/list-reply.js';
import { answers, idParams, listOrDelta, sinceQuery } from '../http/route-schemas.js';
import { requireUser, type AuthUser } from '../auth/authenticate.js';
import { ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';

/** Camp events and RSVPs (SPEC §7, §4.2). Register and cancel set the state, so a replay changes nothing (DECISIONS 7). */
export default function eventsRoutes(fastify: FastifyInstance): void {
  const { app, command, db } = routeGroup(fastify, 'events');
  const rsvp = { tags: ['events'], params: idParams, response: answers({ 200: eventSchema }) };

  // The plain list of SPEC §7, or with ?since= the changes for a delta pull (DECISIONS 11); an RSVP counts as a change of its event.
  app.get(
    '/events',
    { schema: { tags: ['events'], querystring: sinceQuery, response: answers({ 200: listOrDelta(eventSchema) }) } },
    async (request, reply) => {
      const user = requireUser(request);
      return sendList(request, reply, db, 'events', (since) => eventsForUser(db, user.id, since));
    },
  );

  const answerRsvp =
    (write: typeof register) =>
    async ({ user, params }: { user: AuthUser; params: { id: string } }) => {
      const id = eventIdFrom(params);
      await write(db, id, user.id);
      return ok(await eventForUser(db, id, user.id));
    };
  command.post('/events/:id/register', rsvp, answerRsvp(register));
  command.delete('/events/:id/register', rsvp, answerRsvp(unregister));
}
