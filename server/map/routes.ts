import type { FastifyInstance } from 'fastify';
import { mapLocationInputSchema, mapLocationSchema } from '../../contracts/map.js';
import { createOnce } from '../http/client-created.js';
import { notFound } from '../http/errors.js';
import { sendList } from '../http/list-reply.js';
import {
  deleteMapLocation,
  insertMapLocation,
  listMapLocations,
  locationIdFrom,
  mapLocationById,
  updateMapLocation,
} from './repository.js';
import { answers, idParams, listSchema, successAnswer } from '../http/route-schemas.js';
import { requireRole, requireUser } from '../auth/authenticate.js';
import { routeGroup } from '../http/route-input.js';

/** The Camp Map's key locations (SPEC §2.3): everyone signed in reads them; only admins edit them (SPEC §6). */
export default function mapRoutes(fastify: FastifyInstance): void {
  const { app, tags, db } = routeGroup(fastify, 'map');

  app.get('/map/locations', { schema: listSchema(tags, mapLocationSchema) }, async (request, reply) => {
    requireUser(request);
    return sendList(request, reply, db, 'map_locations', (since) => listMapLocations(db, since));
  });

  app.post(
    '/map/locations',
    { schema: { tags, body: mapLocationInputSchema, response: answers({ 200: mapLocationSchema, 201: mapLocationSchema }) } },
    async (request, reply) => {
      requireRole(request, 'admin');
      const { id, ...fields } = request.body;
      const location = { entity: 'map_locations', id, deleted: 'location_deleted' } as const;
      return createOnce(
        reply,
        db,
        location,
        () => insertMapLocation(db, id, fields),
        (created) => mapLocationById(db, created),
      );
    },
  );

  app.put(
    '/map/locations/:id',
    { schema: { tags, params: idParams, body: mapLocationInputSchema, response: answers({ 200: mapLocationSchema }) } },
    async (request) => {
      requireRole(request, 'admin');
      const id = locationIdFrom(request.params);
      const { id: _ignored, ...fields } = request.body;
      if (!(await updateMapLocation(db, id, fields))) throw notFound('location_gone');
      return mapLocationById(db, id);
    },
  );

  app.delete('/map/locations/:id', { schema: { tags, params: idParams, response: answers({ 200: successAnswer }) } }, async (request) => {
    requireRole(request, 'admin');
    if (!(await deleteMapLocation(db, locationIdFrom(request.params)))) throw notFound('location_gone');
    return { success: true };
  });
}
