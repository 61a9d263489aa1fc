// Linted as server/http/boundary-fixture.ts: a shared room reaching into an area.
import { requireUser } from '../auth/authenticate.js';

export const guard = requireUser;
