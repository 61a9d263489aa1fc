import type { FastifyInstance } from 'fastify';
import { pollSchema, pollTallySchema } from '../../contracts/polls.js';
import { pollsCommands } from '../../contracts/polls-commands.js';
import { listRoute } from '../replication/list-route.js';
import { castVote, pollForUser, pollIdFrom, pollsForUser } from './repository.js';
import { carrying, ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';

/** Snap polls for campers (SPEC §7, §4.4): one vote per user, only while the poll is live (DECISIONS 8). */
export default function pollsRoutes(fastify: FastifyInstance): void {
  const { command, db } = routeGroup(fastify, 'polls');

  // The plain list, or with ?since= the changes for a delta pull (DECISIONS 11); a vote touches the poll row.
  listRoute(fastify, '/polls', {
    tag: 'polls',
    item: pollSchema,
    entity: 'polls',
    load: (user, since) => pollsForUser(db, user.id, since),
  });

  command.declared(pollsCommands.vote, { tags: ['polls'] }, async ({ user, params, body }) => {
    const id = pollIdFrom(params);
    await castVote(db, id, user.id, body().optionId);
    const poll = await pollForUser(db, id, user.id);
    // Its tally reads the same for everyone: the poke carries it to every phone.
    return carrying(ok(poll), { shared: { polls: [pollTallySchema.parse(poll)] } });
  });
}
