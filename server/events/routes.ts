import type { FastifyInstance } from 'fastify';
import { eventCountsSchema, eventSchema, type PartyInput } from '../../contracts/events.js';
import { eventsCommands } from '../../contracts/events-commands.js';
import { eventsForUser } from './event-schedule.js';
import { lineContext } from './promotion-notice.js';
import { eventForUser, eventIdFrom } from './repository.js';
import { joinWaitlist, leaveWaitlist, register, unregister } from './registrations-repository.js';
import { listRoute } from '../replication/list-route.js';
import { type AuthUser } from '../auth/authenticate.js';
import { carrying, ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';

/**
 * Camp events, RSVPs and waitlists (SPEC §7, §4.2). Register, cancel, join and leave set the state, so a
 * replay changes nothing (DECISIONS 7). An RSVP and a place in line are the household's, counted in people.
 * An event that has ended (on the server's clock) takes no new RSVP or place in line: 409 "This event has ended".
 */
export default function eventsRoutes(fastify: FastifyInstance): void {
  const { command, db } = routeGroup(fastify, 'events');
  const rsvp = { tags: ['events'] };

  // The plain list of SPEC §7, or with ?since= the changes for a delta pull (DECISIONS 11); an RSVP counts as a change of its event.
  listRoute(fastify, '/events', {
    tag: 'events',
    item: eventSchema,
    entity: 'events',
    load: (user, since) => eventsForUser(db, user.id, since),
  });

  const line = lineContext(fastify.ctx);

  /** Each change answers the event as the caller now sees it: registered or not, the party, the place in line. */
  const answerAfter =
    <B>(write: (id: string, userId: string, body: () => B) => Promise<void>) =>
    async ({ user, params, body }: { user: AuthUser; params: { id: string }; body: () => B }) => {
      const id = eventIdFrom(params);
      await write(id, user.id, body);
      const event = await eventForUser(db, id, user.id);
      // Its counts read the same for everyone: the poke carries them to every phone.
      return carrying(ok(event), { shared: { events: [eventCountsSchema.parse(event)] } });
    };
  const withBody = (write: (id: string, userId: string, party: PartyInput) => Promise<void>) =>
    answerAfter<PartyInput>((id, userId, body) => write(id, userId, body()));

  command.declared(
    eventsCommands.register,
    rsvp,
    withBody((id, userId, party) => register(db, id, userId, party, line)),
  );
  command.declared(
    eventsCommands.unregister,
    rsvp,
    answerAfter((id, userId) => unregister(db, id, userId, line)),
  );
  command.declared(
    eventsCommands['waitlist.join'],
    rsvp,
    withBody((id, userId, party) => joinWaitlist(db, id, userId, party, line)),
  );
  command.declared(
    eventsCommands['waitlist.leave'],
    rsvp,
    answerAfter((id, userId) => leaveWaitlist(db, id, userId)),
  );
}
