import { rules, tombstones, users } from '../db/schema/index.js';
import { tablesOf } from '../db/table-changes.js';
import { deletedFrom, type PullSource } from '../replication/source.js';
import { listRules } from './repository.js';

/** The camp rules, with who last wrote each. */
export const rulesSource: PullSource = {
  table: 'rules',
  tables: tablesOf(rules, users, tombstones),
  load: (db, _user, since) => listRules(db, since),
  deleted: deletedFrom('rules'),
};
