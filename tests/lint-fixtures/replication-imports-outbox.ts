// Linted as src/replication/boundary-fixture.ts: the pull reaching for the outbox's drain.
import { requestDrain } from '../outbox/schedule';

export const drain = requestDrain;
