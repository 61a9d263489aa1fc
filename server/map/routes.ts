import type { FastifyInstance } from 'fastify';
import { mapLocationSchema } from '../../contracts/map.js';
import { mapCommands } from '../../contracts/map-commands.js';
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

  command.declared(mapCommands['location.create'], { tags }, async ({ user, body }) => {
    checkRole(user, 'admin');
    const { id, ...fields } = body();
    const location = { entity: 'map_locations', id, deleted: 'location_deleted' } as const;
    return createOnce(
      db,
      location,
      () => insertMapLocation(db, id, fields),
      (made) => mapLocationById(db, made),
    );
  });

  command.declared(mapCommands['location.update'], { tags }, async ({ user, params, body }) => {
    checkRole(user, 'admin');
    const id = locationIdFrom(params);
    const { id: _ignored, ...fields } = body();
    if (!(await updateMapLocation(db, id, fields))) throw notFound('location_gone');
    return ok(await mapLocationById(db, id));
  });

  command.declared(mapCommands['location.delete'], { tags }, async ({ user, params }) => {
    checkRole(user, 'admin');
    if (!(await deleteMapLocation(db, locationIdFrom(params)))) throw notFound('location_gone');
    return ok({ success: true });
  });
}
