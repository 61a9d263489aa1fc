// Linted as src/db/boundary-fixture.ts: the phone's database calling the server.
import { statusOf } from '../api/http-status';

export const status = statusOf;
