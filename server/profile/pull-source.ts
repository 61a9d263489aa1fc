import { and, asc, eq, isNull } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import { changedAfter } from '../replication/delta.js';
import { deletedFrom, type PullSource } from '../replication/source.js';
import { serializeDirectoryUser, serializeUser } from './serialize-user.js';

/** The camp directory: approved people who have not asked to be deleted. */
export const usersSource: PullSource = {
  table: 'users',
  async load(db, _user, since) {
    const rows = await db
      .select()
      .from(users)
      .where(and(eq(users.status, 'approved'), isNull(users.deletionRequestedAt), changedAfter(users.updatedAt, since)))
      .orderBy(asc(users.firstName), asc(users.lastName));
    return rows.map(serializeDirectoryUser);
  },
  deleted: deletedFrom('users'),
};

/** The person's own full record (personal info, avatar, role), for Profile and the frame offline. */
export const profileSource: PullSource = {
  table: 'profile',
  async load(db, user, since) {
    const rows = await db
      .select()
      .from(users)
      .where(and(eq(users.id, user.id), changedAfter(users.updatedAt, since)));
    return rows.map(serializeUser);
  },
};
