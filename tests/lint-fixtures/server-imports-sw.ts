// Linted as server/http/boundary-fixture.ts: the server reaching into the service worker.
import { registerPush } from '../../sw/push';

export const push = registerPush;
