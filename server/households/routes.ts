import type { FastifyInstance } from 'fastify';
import { myHouseholdSchema } from '../../contracts/households.js';
import { answers } from '../http/route-schemas.js';
import { requireUser } from '../auth/authenticate.js';
import { routeGroup } from '../http/route-input.js';
import { householdOf } from './repository.js';

/** A person's own household (any signed-in, approved person): the phone has it from the replication stream too. */
export default function householdsRoutes(fastify: FastifyInstance): void {
  const { app, tags, db } = routeGroup(fastify, 'households');

  app.get('/households/mine', { schema: { tags, response: answers({ 200: myHouseholdSchema }) } }, async (request, reply) => {
    const me = requireUser(request);
    return reply.send(await householdOf(db, me.id));
  });
}
