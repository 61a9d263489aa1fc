import type { FastifyInstance } from 'fastify';
import { packingItemSchema, packingListSchema } from '../../contracts/packing.js';
import { packingCommands } from '../../contracts/packing-commands.js';
import { listPacking, resetPackingChecks, setPackingCheck } from './repository.js';
import { listRoute } from '../replication/list-route.js';
import { notFound } from '../http/errors.js';
import { answers } from '../http/route-schemas.js';
import { ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';

export default function packingRoutes(fastify: FastifyInstance): void {
  const { command, tags, db } = routeGroup(fastify, 'packing');

  /** The full list, or with `?since=` only what changed (DECISIONS 11); both answer 304 to a matching If-None-Match. */
  listRoute(fastify, '/packing', {
    tag: 'packing',
    item: packingItemSchema,
    entity: 'packing',
    load: (user, since) => listPacking(db, user.id, since),
  });

  command.declared(packingCommands.tick, { tags }, async ({ user, params, body }) => {
    const item = await setPackingCheck(db, user.id, params.id, body().is_checked);
    if (!item) throw notFound('packing_item_gone');
    // A packing list is its camper's own.
    return ok(item, [user.id]);
  });

  command.post('/packing/reset', { tags, response: answers({ 200: packingListSchema }) }, async ({ user }) => {
    await resetPackingChecks(db, user.id);
    return ok(await listPacking(db, user.id), [user.id]);
  });
}
