import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { packingIdParamsSchema, packingUpdateSchema, type PackingItem } from '../../contracts/packing.js';
import { packingChecks, packingItems } from '../db/schema/index.js';
import { listPacking as listFor } from '../lib/packing-queries.js';
import { sendList } from '../lib/list-reply.js';
import { notFound } from '../lib/http-error.js';
import { validate } from '../lib/validate.js';
import { requireUser } from '../plugins/auth.js';

export default function packingRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  /** The full list, or with `?since=` only what changed (DECISIONS 11); both answer 304 to a matching If-None-Match. */
  app.get('/packing', async (request, reply) => {
    const user = requireUser(request);
    return sendList(request, reply, db, 'packing', (since) => listFor(db, user.id, since));
  });

  app.put('/packing/:id', async (request) => {
    const user = requireUser(request);
    const { id } = validate(packingIdParamsSchema, request.params);
    const { is_checked } = validate(packingUpdateSchema, request.body);
    const [item] = await db.select().from(packingItems).where(eq(packingItems.id, id)).limit(1);
    if (!item) throw notFound('That packing item does not exist.');
    const [check] = await db
      .insert(packingChecks)
      .values({ userId: user.id, itemId: id, isChecked: is_checked })
      .onConflictDoUpdate({ target: [packingChecks.userId, packingChecks.itemId], set: { isChecked: is_checked, updatedAt: sql`now()` } })
      .returning({ isChecked: packingChecks.isChecked });
    const answer: PackingItem = { id: item.id, item_name: item.itemName, category: item.category, is_checked: check?.isChecked ?? is_checked, is_essential: item.isEssential };
    return answer;
  });

  app.post('/packing/reset', async (request) => {
    const user = requireUser(request);
    await db
      .update(packingChecks)
      .set({ isChecked: false, updatedAt: sql`now()` })
      .where(and(eq(packingChecks.userId, user.id), eq(packingChecks.isChecked, true)));
    return listFor(db, user.id);
  });
}
