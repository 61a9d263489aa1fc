import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  packingIdParamsSchema,
  packingItemSchema,
  packingListSchema,
  packingUpdateSchema,
  type PackingItem,
} from '../../contracts/packing.js';
import { packingChecks, packingItems } from '../db/schema/index.js';
import { listPacking as listFor } from './repository.js';
import { sendList } from '../http/list-reply.js';
import { notFound } from '../http/errors.js';
import { answers, listOrDelta, sinceQuery } from '../http/route-schemas.js';
import { requireUser } from '../auth/authenticate.js';
import { typedRoutes } from '../http/route-input.js';

export default function packingRoutes(fastify: FastifyInstance): void {
  const app = typedRoutes(fastify);
  const tags = ['packing'];
  const { db } = app.ctx;

  /** The full list, or with `?since=` only what changed (DECISIONS 11); both answer 304 to a matching If-None-Match. */
  app.get(
    '/packing',
    { schema: { tags, querystring: sinceQuery, response: answers({ 200: listOrDelta(packingItemSchema) }) } },
    async (request, reply) => {
      const user = requireUser(request);
      return sendList(request, reply, db, 'packing', (since) => listFor(db, user.id, since));
    },
  );

  app.put(
    '/packing/:id',
    { schema: { tags, params: packingIdParamsSchema, body: packingUpdateSchema, response: answers({ 200: packingItemSchema }) } },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const { is_checked } = request.body;
      const [item] = await db.select().from(packingItems).where(eq(packingItems.id, id)).limit(1);
      if (!item) throw notFound('That packing item does not exist.');
      const [check] = await db
        .insert(packingChecks)
        .values({ userId: user.id, itemId: id, isChecked: is_checked })
        .onConflictDoUpdate({ target: [packingChecks.userId, packingChecks.itemId], set: { isChecked: is_checked, updatedAt: sql`now()` } })
        .returning({ isChecked: packingChecks.isChecked });
      const answer: PackingItem = {
        id: item.id,
        item_name: item.itemName,
        category: item.category,
        is_checked: check?.isChecked ?? is_checked,
        is_essential: item.isEssential,
      };
      return answer;
    },
  );

  app.post('/packing/reset', { schema: { tags, response: answers({ 200: packingListSchema }) } }, async (request) => {
    const user = requireUser(request);
    await db
      .update(packingChecks)
      .set({ isChecked: false, updatedAt: sql`now()` })
      .where(and(eq(packingChecks.userId, user.id), eq(packingChecks.isChecked, true)));
    return listFor(db, user.id);
  });
}
