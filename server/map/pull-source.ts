import { mapLocations } from '../db/schema/index.js';
import { changedAfter } from '../replication/delta.js';
import { deletedFrom, type PullSource } from '../replication/source.js';
import { listMapLocations } from '../rules/repository.js';

/** The Camp Map's key locations. */
export const mapLocationsSource: PullSource = {
  table: 'mapLocations',
  load: (db, _user, since) => listMapLocations(db, changedAfter(mapLocations.updatedAt, since)),
  deleted: deletedFrom('map_locations'),
};
