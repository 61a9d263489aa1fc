// Linted as src/api/boundary-fixture.ts: the wire storing what it fetched.
import { isConnectionLost } from '../db/idb-errors';

export const lost = isConnectionLost;
