// Linted as src/lib/boundary-fixture.ts: a plain helper depending on the phone's database.
import { isConnectionLost } from '../db/idb-errors';

export const lost = isConnectionLost;
