import type { FastifyInstance } from 'fastify';
import { mapLocationInputSchema, mapLocationSchema } from '../../contracts/map.js';
import { createOnce } from '../http/client-created.js';
import { notFound } from '../http/errors.js';
import { listRoute } from '../replication/list-route.js';
import {
  deleteMapLocation,
  insertMapLocation,
  listMapLocations,
  locationIdFrom,
  mapLocationById,
  updateMapLocation,
} from './repository.js';
import { answers, idParams, successAnswer } from '../http/route-schemas.js';
import { checkRole } from '../auth/authenticate.js';
import { ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';

/** The Camp Map's key locations (SPEC §2.3): everyone signed in reads them; only admins edit them (SPEC §6). */
export default function mapRoutes(fastify: FastifyInstance): void {
  const { command, tags, db } = routeGroup(fastify, 'map');

  listRoute(fastify, '/map/locations', {
    tag: 'map',
    item: mapLocationSchema,
    entity: 'map_locations',
    load: (_user, since) => listMapLocations(db, since),
  });

  command.post(
    '/map/locations',
    { tags, body: mapLocationInputSchema, response: answers({ 200: mapLocationSchema, 201: mapLocationSchema }) },
    async ({ user, body }) => {
      checkRole(user, 'admin');
      const { id, ...fields } = body();
      const location = { entity: 'map_locations', id, deleted: 'location_deleted' } as const;
      return createOnce(
        db,
        location,
        () => insertMapLocation(db, id, fields),
        (made) => mapLocationById(db, made),
      );
    },
  );

  command.put(
    '/map/locations/:id',
    { tags, params: idParams, body: mapLocationInputSchema, response: answers({ 200: mapLocationSchema }) },
    async ({ user, params, body }) => {
      checkRole(user, 'admin');
      const id = locationIdFrom(params);
      const { id: _ignored, ...fields } = body();
      if (!(await updateMapLocation(db, id, fields))) throw notFound('location_gone');
      return ok(await mapLocationById(db, id));
    },
  );

  command.delete('/map/locations/:id', { tags, params: idParams, response: answers({ 200: successAnswer }) }, async ({ user, params }) => {
    checkRole(user, 'admin');
    if (!(await deleteMapLocation(db, locationIdFrom(params)))) throw notFound('location_gone');
    return ok({ success: true });
  });
}
