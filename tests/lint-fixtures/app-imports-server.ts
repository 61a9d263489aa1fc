// Linted as src/lib/boundary-fixture.ts: app code reaching into the server.
import { notFound } from '../../server/http/errors';

export const refuse = notFound;
