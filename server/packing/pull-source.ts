import { packingChecks, packingItems } from '../db/schema/index.js';
import { tablesOf } from '../db/table-changes.js';
import type { PullSource } from '../replication/source.js';
import { listPacking } from './repository.js';

/** The server packing list with the person's ticks. */
export const packingSource: PullSource = {
  table: 'packing',
  tables: tablesOf(packingItems, packingChecks),
  load: (db, user, since) => listPacking(db, user.id, since),
};
