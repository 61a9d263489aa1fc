import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mapLocationInputSchema, mapLocationSchema } from '../../contracts/rules.js';
import { mapLocations } from '../db/schema/index.js';
import { refuseDeletedId } from '../http/client-created.js';
import { changedAfter, recordDeletion } from '../replication/delta.js';
import { notFound } from '../http/errors.js';
import { sendList } from '../http/list-reply.js';
import { listMapLocations, LOCATION_GONE, locationIdFrom, mapLocationById } from '../rules/repository.js';
import { answers, idParams, listOrDelta, sinceQuery, successAnswer } from '../http/route-schemas.js';
import { requireRole, requireUser } from '../auth/authenticate.js';
import { typedRoutes } from '../http/route-input.js';

/** The Camp Map's key locations (SPEC §2.3): everyone signed in reads them; only admins edit them (SPEC §6). */
export default function mapRoutes(fastify: FastifyInstance): void {
  const app = typedRoutes(fastify);
  const { db } = app.ctx;
  const tags = ['map'];

  app.get(
    '/map/locations',
    { schema: { tags, querystring: sinceQuery, response: answers({ 200: listOrDelta(mapLocationSchema) }) } },
    async (request, reply) => {
      requireUser(request);
      return sendList(request, reply, db, 'map_locations', (since) =>
        listMapLocations(db, since && changedAfter(mapLocations.updatedAt, since)),
      );
    },
  );

  app.post(
    '/map/locations',
    { schema: { tags, body: mapLocationInputSchema, response: answers({ 200: mapLocationSchema, 201: mapLocationSchema }) } },
    async (request, reply) => {
      requireRole(request, 'admin');
      const { id, ...fields } = request.body;
      await refuseDeletedId(db, 'map_locations', id, 'This location was deleted.');
      const [row] = await db
        .insert(mapLocations)
        .values({
          ...(id ? { id } : {}),
          ...fields,
          position: sql`(select coalesce(max(${mapLocations.position}), -1) + 1 from ${mapLocations})`,
        })
        .onConflictDoNothing({ target: mapLocations.id })
        .returning({ id: mapLocations.id });
      if (!row && id) return mapLocationById(db, id);
      if (!row) throw new Error('map location insert returned nothing');
      return reply.status(201).send(await mapLocationById(db, row.id));
    },
  );

  app.put(
    '/map/locations/:id',
    { schema: { tags, params: idParams, body: mapLocationInputSchema, response: answers({ 200: mapLocationSchema }) } },
    async (request) => {
      requireRole(request, 'admin');
      const id = locationIdFrom(request.params);
      const { id: _ignored, ...fields } = request.body;
      const changed = await db
        .update(mapLocations)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(mapLocations.id, id))
        .returning({ id: mapLocations.id });
      if (changed.length === 0) throw notFound(LOCATION_GONE);
      return mapLocationById(db, id);
    },
  );

  app.delete('/map/locations/:id', { schema: { tags, params: idParams, response: answers({ 200: successAnswer }) } }, async (request) => {
    requireRole(request, 'admin');
    const id = locationIdFrom(request.params);
    await db.transaction(async (tx) => {
      const gone = await tx.delete(mapLocations).where(eq(mapLocations.id, id)).returning({ id: mapLocations.id });
      if (gone.length === 0) throw notFound(LOCATION_GONE);
      await recordDeletion(tx, 'map_locations', [id]);
    });
    return { success: true };
  });
}
