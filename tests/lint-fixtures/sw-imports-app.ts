// Linted as sw/boundary-fixture.ts: the service worker may import contracts/, src/db, src/replication and src/outbox, nothing else of src/.
import { campDayKey } from '../src/lib/camp-time';
import { statusOf } from '../src/api/http-status';
import type { Role } from '../contracts/common';
import { isConnectionLost } from '../src/db/idb-errors';
import { photoKey } from '../src/replication/photo-cache';
import { backoffDelay } from '../src/outbox/backoff';

export const parts = [campDayKey, statusOf, isConnectionLost, photoKey, backoffDelay];
export type Who = Role;
