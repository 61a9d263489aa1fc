import { mapLocations, tombstones } from '../db/schema/index.js';
import { tablesOf } from '../db/table-changes.js';
import { deletedFrom, type PullSource } from '../replication/source.js';
import { listMapLocations } from './repository.js';

/** The Camp Map's key locations. */
export const mapLocationsSource: PullSource = {
  table: 'mapLocations',
  tables: tablesOf(mapLocations, tombstones),
  load: (db, _user, since) => listMapLocations(db, since),
  deleted: deletedFrom('map_locations'),
};
