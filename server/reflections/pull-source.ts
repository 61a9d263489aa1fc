import { camps, reflections, tombstones, users } from '../db/schema/index.js';
import { tablesOf } from '../db/table-changes.js';
import { deletedSince } from '../replication/delta.js';
import type { PullSource } from '../replication/source.js';
import { ownReflections, reflectionsTombstone } from './repository.js';

/** The person's own reflections, private ones included (nobody else's ever reach their phone). */
export const reflectionsSource: PullSource = {
  table: 'reflections',
  tables: tablesOf(reflections, camps, users, tombstones),
  load: (db, user, since) => ownReflections(db, user.id, since),
  // A person's own deletions, and those of reflections removed with their camp.
  deleted: (db, user, since) => deletedSince(db, [reflectionsTombstone(user.id), 'reflections'], since),
};
