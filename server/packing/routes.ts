import type { FastifyInstance } from 'fastify';
import { packingIdParamsSchema, packingItemSchema, packingListSchema, packingUpdateSchema } from '../../contracts/packing.js';
import { listPacking, resetPackingChecks, setPackingCheck } from './repository.js';
import { sendList } from '../http/list-reply.js';
import { notFound } from '../http/errors.js';
import { answers, listSchema } from '../http/route-schemas.js';
import { requireUser } from '../auth/authenticate.js';
import { ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';

export default function packingRoutes(fastify: FastifyInstance): void {
  const { app, command, tags, db } = routeGroup(fastify, 'packing');

  /** The full list, or with `?since=` only what changed (DECISIONS 11); both answer 304 to a matching If-None-Match. */
  app.get('/packing', { schema: listSchema(tags, packingItemSchema) }, async (request, reply) => {
    const user = requireUser(request);
    return sendList(request, reply, db, 'packing', (since) => listPacking(db, user.id, since));
  });

  command.put(
    '/packing/:id',
    { tags, params: packingIdParamsSchema, body: packingUpdateSchema, response: answers({ 200: packingItemSchema }) },
    async ({ user, params, body }) => {
      const item = await setPackingCheck(db, user.id, params.id, body().is_checked);
      if (!item) throw notFound('packing_item_gone');
      // A packing list is its camper's own.
      return ok(item, [user.id]);
    },
  );

  command.post('/packing/reset', { tags, response: answers({ 200: packingListSchema }) }, async ({ user }) => {
    await resetPackingChecks(db, user.id);
    return ok(await listPacking(db, user.id), [user.id]);
  });
}
