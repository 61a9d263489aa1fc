import { tombstones, users } from '../db/schema/index.js';
import { tablesOf } from '../db/table-changes.js';
import { directoryUserSchema, userSchema } from '../../contracts/profile.js';
import { deletedFrom, type PullSource } from '../replication/source.js';
import { directory, ownRecord } from './repository.js';
import { serializeDirectoryUser, serializeUser } from './serialize-user.js';

/** The camp directory: approved people who have not asked to be deleted. */
export const usersSource: PullSource = {
  table: 'users',
  tables: tablesOf(users, tombstones),
  rows: directoryUserSchema,
  load: async (db, _user, since) => (await directory(db, since)).map(serializeDirectoryUser),
  deleted: deletedFrom('users'),
};

/** The person's own full record (personal info, avatar, role), for Profile and the frame offline. */
export const profileSource: PullSource = {
  table: 'profile',
  tables: tablesOf(users),
  rows: userSchema,
  load: async (db, user, since) => (await ownRecord(db, user.id, since)).map(serializeUser),
};
