import { eventRegistrations, householdMembers, notifications, pushSubscriptions, tombstones, users } from '../db/schema/index.js';
import { tablesOf } from '../db/table-changes.js';
import { deletedSince } from '../replication/delta.js';
import type { PullSource } from '../replication/source.js';
import { noticesSince, notificationsTombstone } from './repository.js';

/** The person's own server inbox (nobody else's notices ever reach their phone). */
export const notificationsSource: PullSource = {
  table: 'notifications',
  tables: tablesOf(notifications, eventRegistrations, householdMembers, pushSubscriptions, users, tombstones),
  load: (db, user, since) => noticesSince(db, user.id, since),
  deleted: (db, user, since) => deletedSince(db, [notificationsTombstone(user.id)], since),
};
