import type { FastifyInstance } from 'fastify';
import { pollSchema } from '../../contracts/polls.js';
import { pollsCommands } from '../../contracts/polls-commands.js';
import { listRoute } from '../replication/list-route.js';
import { castVote, pollForUser, pollIdFrom, pollsForUser } from './repository.js';
import { ok } from '../http/command.js';
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
    return ok(await pollForUser(db, id, user.id));
  });
}
