import { deletedFrom, type PullSource } from '../replication/source.js';
import { listMapLocations } from './repository.js';

/** The Camp Map's key locations. */
export const mapLocationsSource: PullSource = {
  table: 'mapLocations',
  load: (db, _user, since) => listMapLocations(db, since),
  deleted: deletedFrom('map_locations'),
};
