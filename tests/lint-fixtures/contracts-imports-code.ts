// Linted as contracts/boundary-fixture.ts: the wire reaching into the app, the server and the service worker.
import { campDayKey } from '../src/lib/camp-time';
import { notFound } from '../server/http/errors';
import { registerPush } from '../sw/push';

export const parts = [campDayKey, notFound, registerPush];
