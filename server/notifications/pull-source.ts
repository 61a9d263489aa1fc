import { and, eq } from 'drizzle-orm';
import { notifications } from '../db/schema/index.js';
import { changedAfter, deletedSince } from '../replication/delta.js';
import { notificationOut, notificationsTombstone } from './notify.js';
import type { PullSource } from '../replication/source.js';

/** The person's own server inbox (nobody else's notices ever reach their phone). */
export const notificationsSource: PullSource = {
  table: 'notifications',
  async load(db, user, since) {
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), changedAfter(notifications.updatedAt, since)));
    return rows.map(notificationOut);
  },
  deleted: (db, user, since) => deletedSince(db, [notificationsTombstone(user.id)], since),
};
