import { and, eq } from 'drizzle-orm';
import { reflections, users } from '../db/schema/index.js';
import { changedAfter, deletedSince } from './delta.js';
import { ownReflections, reflectionsTombstone } from '../reflections/repository.js';
import { serializeUser } from '../profile/serialize-user.js';
import type { PullSource } from './source.js';

/** The person's own reflections, private ones included (nobody else's ever reach their phone). */
export const reflectionsSource: PullSource = {
  table: 'reflections',
  load: (db, user, since) => ownReflections(db, user.id, changedAfter(reflections.updatedAt, since)),
  // A person's own deletions, and those of reflections removed with their camp.
  deleted: (db, user, since) => deletedSince(db, [reflectionsTombstone(user.id), 'reflections'], since),
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
