import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { MapIcon, MapLocation } from '../../contracts/map.js';
import type { Db } from '../db/client.js';
import { deleteRow, insertOnce, updateRow } from '../db/rows.js';
import { mapLocations } from '../db/schema/index.js';
import { clientId } from '../http/client-created.js';
import { notFound } from '../http/errors.js';
import { uuidParam } from '../http/uuid-param.js';
import { changedAfter, recordDeletion, type Since } from '../replication/delta.js';

export const locationIdFrom = (params: unknown) => uuidParam(params, 'location_gone');

/** The columns of a location a POST/PUT sets. */
export interface LocationFields {
  name: string;
  description: string;
  icon: MapIcon;
}

/** The key locations of the Camp Map, in their listed order; `where` narrows them. */
async function readLocations(db: Db, where?: SQL): Promise<MapLocation[]> {
  const rows = await db
    .select()
    .from(mapLocations)
    .where(where)
    .orderBy(asc(mapLocations.position), asc(mapLocations.createdAt), asc(mapLocations.id));
  return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, icon: r.icon as MapIcon, position: r.position }));
}

/** Every location, or with `since` those changed after it. */
export const listMapLocations = (db: Db, since?: Since) => readLocations(db, since && changedAfter(mapLocations.updatedAt, since));

export async function mapLocationById(db: Db, id: string): Promise<MapLocation> {
  const [location] = await readLocations(db, eq(mapLocations.id, id));
  if (!location) throw notFound('location_gone');
  return location;
}

/** Adds a location at the end of the list (with the phone's id when it has one); undefined when that id is already taken. */
export const insertMapLocation = (db: Db, id: string | undefined, fields: LocationFields): Promise<string | undefined> =>
  insertOnce(db, mapLocations, {
    ...clientId(id),
    ...fields,
    position: sql`(select coalesce(max(${mapLocations.position}), -1) + 1 from ${mapLocations})`,
  });

/** False when no such location. */
export const updateMapLocation = (db: Db, id: string, fields: LocationFields) => updateRow(db, mapLocations, id, fields);

/** Deletes the location and tells the phones; false when no such location. */
export const deleteMapLocation = (db: Db, id: string) =>
  deleteRow(db, mapLocations, id, (tx, gone) => recordDeletion(tx, 'map_locations', gone));
