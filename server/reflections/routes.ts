import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uuidSchema } from '../../contracts/common.js';
import { z } from 'zod';
import {
  reflectionMessages as msg,
  publicReflectionSchema,
  reflectionCampSchema,
  reflectionSchema,
  saveReflectionSchema,
  submissionSchema,
  type ReflectionCamp,
} from '../../contracts/reflections.js';
import { camps, reflections } from '../db/schema/index.js';
import { recordDeletion } from '../replication/delta.js';
import { conflict, notFound } from '../http/errors.js';
import { findCamp, ownReflections, publicReflections, reflectionsTombstone, reflectionView, submissions } from './repository.js';
import { answers, idParams, messageAnswer } from '../http/route-schemas.js';
import { requireRole, requireUser } from '../auth/authenticate.js';
import { typedRoutes } from '../http/route-input.js';

const campParams = z.object({ campId: z.string() });

/** Reflections (SPEC §7 Reflections; DECISIONS "Permissions"): each person reads and writes their own. */
export default function reflectionsRoutes(fastify: FastifyInstance): void {
  const app = typedRoutes(fastify);
  const { db } = app.ctx;
  const tags = ['reflections'];

  app.get('/reflections', { schema: { tags, response: answers({ 200: z.array(reflectionSchema) }) } }, async (request) =>
    ownReflections(db, requireUser(request).id),
  );

  app.get(
    '/reflections/camps',
    { schema: { tags, response: answers({ 200: z.array(reflectionCampSchema) }) } },
    async (request): Promise<ReflectionCamp[]> => {
      requireUser(request);
      return db.select({ id: camps.id, name: camps.name, year: camps.year }).from(camps).orderBy(desc(camps.year), camps.name);
    },
  );

  app.get(
    '/reflections/camp/:campId',
    { schema: { tags, params: campParams, response: answers({ 200: reflectionSchema }) } },
    async (request) => {
      const user = requireUser(request);
      const camp = await findCamp(db, request.params.campId);
      const [mine] = await ownReflections(db, user.id, eq(reflections.campId, camp.id));
      if (!mine) throw notFound(msg.notWritten);
      return mine;
    },
  );

  // Creates or updates: one reflection per person per camp, so a replay changes nothing.
  app.post(
    '/reflections',
    { schema: { tags, body: saveReflectionSchema, response: answers({ 200: reflectionSchema, 201: reflectionSchema }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      const camp = await findCamp(db, body.camp_id);
      const content = { high: body.high, low: body.low, glitter: body.glitter, isPublic: body.is_public };
      if (body.id) {
        const [holder] = await db
          .select({ userId: reflections.userId, campId: reflections.campId })
          .from(reflections)
          .where(eq(reflections.id, body.id))
          .limit(1);
        if (holder && (holder.userId !== user.id || holder.campId !== camp.id)) throw conflict(msg.idTaken);
      }
      const [saved] = await db
        .insert(reflections)
        .values({ ...(body.id ? { id: body.id } : {}), userId: user.id, campId: camp.id, ...content })
        .onConflictDoUpdate({ target: [reflections.userId, reflections.campId], set: { ...content, updatedAt: sql`now()` } })
        .returning({ ...getTableColumns(reflections), inserted: sql<boolean>`(xmax = 0)` });
      if (!saved) throw new Error('Reflection upsert returned nothing');
      return reply.status(saved.inserted ? 201 : 200).send(reflectionView(saved, camp));
    },
  );

  app.delete('/reflections/:id', { schema: { tags, params: idParams, response: answers({ 200: messageAnswer }) } }, async (request) => {
    const user = requireUser(request);
    // Someone else's reflection reads as absent: its existence is private too.
    if (!uuidSchema.safeParse(request.params.id).success) throw notFound(msg.notFound);
    const mine = and(eq(reflections.id, request.params.id), eq(reflections.userId, user.id));
    await db.transaction(async (tx) => {
      const gone = await tx.delete(reflections).where(mine).returning({ id: reflections.id });
      if (gone.length === 0) throw notFound(msg.notFound);
      await recordDeletion(tx, reflectionsTombstone(user.id), [request.params.id]);
    });
    return { message: msg.deleted };
  });

  app.get(
    '/admin/camps/:campId/reflections',
    { schema: { tags, params: campParams, response: answers({ 200: z.array(submissionSchema) }) } },
    async (request) => {
      requireRole(request, 'admin');
      return submissions(db, (await findCamp(db, request.params.campId)).id);
    },
  );

  app.get(
    '/admin/camps/:campId/reflections/public',
    { schema: { tags, params: campParams, response: answers({ 200: z.array(publicReflectionSchema) }) } },
    async (request) => {
      requireRole(request, 'admin', 'organizer');
      return publicReflections(db, await findCamp(db, request.params.campId));
    },
  );
}
