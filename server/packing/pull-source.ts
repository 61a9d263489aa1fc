import type { PullSource } from '../replication/source.js';
import { listPacking } from './repository.js';

/** The server packing list with the person's ticks. */
export const packingSource: PullSource = {
  table: 'packing',
  load: (db, user, since) => listPacking(db, user.id, since),
};
