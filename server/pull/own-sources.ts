import { reflections } from '../db/schema/index.js';
import { changedAfter, deletedSince } from '../lib/delta.js';
import { ownReflections, reflectionsTombstone } from '../lib/reflection-queries.js';
import type { PullSource } from './source.js';

/** The person's own reflections, private ones included (nobody else's ever reach their phone). */
export const reflectionsSource: PullSource = {
  table: 'reflections',
  load: (db, user, since) => ownReflections(db, user.id, changedAfter(reflections.updatedAt, since)),
  deleted: (db, user, since) => deletedSince(db, [reflectionsTombstone(user.id)], since),
};
