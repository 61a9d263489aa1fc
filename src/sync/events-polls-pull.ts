import { normalizeEvent } from '../../contracts/events';
import type { PullSpec } from './pull';

/** GET /events as a delta pull into `events`. */
export const eventsPull: PullSpec = { path: '/events', table: 'events', delta: true, map: normalizeEvent };

/** GET /polls as a delta pull into `polls`. */
export const pollsPull: PullSpec = { path: '/polls', table: 'polls', delta: true };
