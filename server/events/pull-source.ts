import { deletedFrom, type PullSource } from '../replication/source.js';
import { eventsForUser } from './event-schedule.js';

/** Events with their counts and the person's RSVP (an RSVP counts as a change of its event). */
export const eventsSource: PullSource = {
  table: 'events',
  load: (db, user, since) => eventsForUser(db, user.id, since),
  deleted: deletedFrom('events'),
};
