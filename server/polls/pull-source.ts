import { polls } from '../db/schema/index.js';
import { changedOrTouched } from '../replication/delta.js';
import { deletedFrom, type PullSource } from '../replication/source.js';
import { pollsForUser } from './repository.js';

/** Polls with their tallies and the person's vote (a vote counts as a change of its poll). */
export const pollsSource: PullSource = {
  table: 'polls',
  load: (db, user, since) => pollsForUser(db, user.id, changedOrTouched(polls.updatedAt, polls.id, 'polls', since)),
  deleted: deletedFrom('polls'),
};
