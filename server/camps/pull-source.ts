import { camps, reflections, rules, tombstones } from '../db/schema/index.js';
import { tablesOf } from '../db/table-changes.js';
import { deletedFrom, type PullSource } from '../replication/source.js';
import { listCamps } from './repository.js';

/** Every camp: the active one gives Getting Here and the counselor contacts. */
export const campsSource: PullSource = {
  table: 'camps',
  tables: tablesOf(camps, reflections, rules, tombstones),
  load: (db, _user, since) => listCamps(db, since),
  deleted: deletedFrom('camps'),
};
