import { pollOptions, pollVotes, polls, tombstones, touchPrunes, touches } from '../db/schema/index.js';
import { tablesOf } from '../db/table-changes.js';
import { deletedFrom, type PullSource } from '../replication/source.js';
import { pollsForUser } from './repository.js';

/** Polls with their tallies and the person's vote (a vote counts as a change of its poll). */
export const pollsSource: PullSource = {
  table: 'polls',
  tables: tablesOf(polls, pollOptions, pollVotes, touches, touchPrunes, tombstones),
  load: (db, user, since) => pollsForUser(db, user.id, since),
  deleted: deletedFrom('polls'),
};
