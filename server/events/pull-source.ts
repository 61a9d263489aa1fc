import { events } from '../db/schema/index.js';
import { changedOrTouched } from '../replication/delta.js';
import { deletedFrom, type PullSource } from '../replication/source.js';
import { eventsForUser } from './repository.js';

/** Events with their counts and the person's RSVP (an RSVP counts as a change of its event). */
export const eventsSource: PullSource = {
  table: 'events',
  load: (db, user, since) => eventsForUser(db, user.id, changedOrTouched(events.updatedAt, events.id, 'events', since)),
  deleted: deletedFrom('events'),
};
