import type { FastifyInstance } from 'fastify';
import { eventSchema } from '../../contracts/events.js';
import { eventsForUser } from './event-schedule.js';
import { eventForUser, eventIdFrom, register, unregister } from './repository.js';
import { sendList } from '../http/list-reply.js';
import { answers, idParams, listOrDelta, sinceQuery } from '../http/route-schemas.js';
import { requireUser } from '../auth/authenticate.js';
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

  const rsvpBy = (method: 'POST' | 'DELETE', write: typeof register) =>
    command({
      method,
      url: '/events/:id/register',
      schema: rsvp,
      run: async ({ user, params }) => {
        const id = eventIdFrom(params);
        await write(db, id, user.id);
        return ok(await eventForUser(db, id, user.id));
      },
    });
  rsvpBy('POST', register);
  rsvpBy('DELETE', unregister);
}
