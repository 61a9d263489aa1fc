// Linted as src/features/feed/boundary-fixture.ts: a screen talking HTTP itself.
import ky from 'ky';

export const http = ky;
