import { rules } from '../db/schema/index.js';
import { changedAfter } from '../replication/delta.js';
import { deletedFrom, type PullSource } from '../replication/source.js';
import { listRules } from './repository.js';

/** The camp rules, with who last wrote each. */
export const rulesSource: PullSource = {
  table: 'rules',
  load: (db, _user, since) => listRules(db, changedAfter(rules.updatedAt, since)),
  deleted: deletedFrom('rules'),
};
