// Linted as src/lib/boundary-fixture.ts: a plain helper depending on the sync machinery.
import { withLock } from '../sync/lock';

export const lock = withLock;
