import { and, asc, eq, isNull } from 'drizzle-orm';
import { events, polls, users } from '../db/schema/index.js';
import { changedAfter, changedOrTouched } from './delta.js';
import { eventsForUser } from '../events/repository.js';
import { listPacking } from '../packing/repository.js';
import { pollsForUser } from '../polls/repository.js';
import { serializeDirectoryUser } from '../profile/serialize-user.js';
import { deletedFrom, type PullSource } from './source.js';

/** Events with their counts and the person's RSVP (an RSVP counts as a change of its event). */
export const eventsSource: PullSource = {
  table: 'events',
  load: (db, user, since) => eventsForUser(db, user.id, changedOrTouched(events.updatedAt, events.id, 'events', since)),
  deleted: deletedFrom('events'),
};

/** Polls with their tallies and the person's vote (a vote counts as a change of its poll). */
export const pollsSource: PullSource = {
  table: 'polls',
  load: (db, user, since) => pollsForUser(db, user.id, changedOrTouched(polls.updatedAt, polls.id, 'polls', since)),
  deleted: deletedFrom('polls'),
};

/** The server packing list with the person's ticks. */
export const packingSource: PullSource = {
  table: 'packing',
  load: (db, user, since) => listPacking(db, user.id, since.full ? undefined : since),
};

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
