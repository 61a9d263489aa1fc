import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { campInputSchema, campSchema } from '../../contracts/camps.js';
import { camps, reflections } from '../db/schema/index.js';
import { CAMP_GONE, campColumns, campIdFrom, listCamps, toCampDto } from './repository.js';
import { changedAfter, recordDeletion } from '../replication/delta.js';
import { notFound } from '../http/errors.js';
import { sendList } from '../http/list-reply.js';
import { answers, idParams, listOrDelta, sinceQuery, successAnswer } from '../http/route-schemas.js';
import { requireRole } from '../auth/authenticate.js';
import { typedRoutes } from '../http/route-input.js';

/**
 * Camps (SPEC §7 "Events, camps, teams"). Anyone may read the active camp: its counselors are the
 * contacts on the registration-pending page, seen before sign-in. Signed-in people read every camp;
 * only admins write (Camp Management).
 */
export default function campsRoutes(fastify: FastifyInstance): void {
  const app = typedRoutes(fastify);
  const { db } = app.ctx;
  const tags = ['camps'];

  app.get(
    '/camps',
    { schema: { tags, security: [{}, { bearer: [] }], querystring: sinceQuery, response: answers({ 200: listOrDelta(campSchema) }) } },
    async (request, reply) => {
      const visitor = !request.authUser;
      return sendList(request, reply, db, 'camps', async (since) => {
        const list = await listCamps(db, since && changedAfter(camps.updatedAt, since));
        return visitor ? list.filter((c) => c.is_active) : list;
      });
    },
  );

  app.post('/admin/camps', { schema: { tags, body: campInputSchema, response: answers({ 201: campSchema }) } }, async (request, reply) => {
    requireRole(request, 'admin');
    const [row] = await db.insert(camps).values(campColumns(request.body)).returning();
    if (!row) throw new Error('camp insert returned nothing');
    return reply.status(201).send(toCampDto(row));
  });

  app.put(
    '/admin/camps/:id',
    { schema: { tags, params: idParams, body: campInputSchema, response: answers({ 200: campSchema }) } },
    async (request) => {
      requireRole(request, 'admin');
      const id = campIdFrom(request.params);
      const [row] = await db
        .update(camps)
        .set({ ...campColumns(request.body), updatedAt: sql`now()` })
        .where(eq(camps.id, id))
        .returning();
      if (!row) throw notFound(CAMP_GONE);
      return toCampDto(row);
    },
  );

  app.delete('/admin/camps/:id', { schema: { tags, params: idParams, response: answers({ 200: successAnswer }) } }, async (request) => {
    requireRole(request, 'admin');
    const id = campIdFrom(request.params);
    await db.transaction(async (tx) => {
      // The camp's reflections go with it (foreign key cascade): the phones are told they are gone.
      const reflectionIds = await tx.select({ id: reflections.id }).from(reflections).where(eq(reflections.campId, id));
      const gone = await tx.delete(camps).where(eq(camps.id, id)).returning({ id: camps.id });
      if (gone.length === 0) throw notFound(CAMP_GONE);
      await recordDeletion(tx, 'camps', [id]);
      await recordDeletion(
        tx,
        'reflections',
        reflectionIds.map((r) => r.id),
      );
    });
    return { success: true };
  });
}
