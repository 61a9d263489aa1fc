/**
 * The tables the replication stream (GET /api/pull) fills, by the name the server gives them. A new
 * area joins the stream with one line here (and one PullSource on the server). `store` is for a table
 * whose wire items are not stored as they come (posts keep their comments in `comments`).
 */
import { normalizeEvent } from '../../contracts/events-basics';
import type { TableChanges } from '../../contracts/replication';
import { storePulledNotifications } from './notifications/notifications-store';
import { storePulledPosts } from './feed/feed-store';
import type { ChangeSpec } from './replica-changes';

export interface ReplicaTable extends ChangeSpec {
  /** Stores the changes itself, inside the pull's transaction (default: storeChanges in replica-changes.ts). */
  store?: (changes: TableChanges, full: boolean, requestedAt: number) => Promise<void>;
}

export const replicaTables: ReplicaTable[] = [
  { table: 'posts', store: storePulledPosts },
  { table: 'polls' },
  { table: 'events', map: normalizeEvent },
  { table: 'packing' },
  { table: 'users' },
  { table: 'conversations' },
  { table: 'messages' },
  { table: 'rules' },
  { table: 'mapLocations' },
  { table: 'camps' },
  { table: 'teams' },
  { table: 'reflections' },
  { table: 'profile' },
  { table: 'notifications', store: storePulledNotifications },
  { table: 'households' },
  { table: 'signups' },
  { table: 'rollCalls' },
];
