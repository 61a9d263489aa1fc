// Linted as src/lib/boundary-fixture.ts: a plain helper depending on the outbox machinery.
import { withLock } from '../outbox/lock';

export const lock = withLock;
