import {
  eventRegistrations,
  eventWaitlist,
  events,
  householdMembers,
  tombstones,
  touchPrunes,
  touches,
  users,
} from '../db/schema/index.js';
import { tablesOf } from '../db/table-changes.js';
import { deletedFrom, type PullSource } from '../replication/source.js';
import { eventsForUser } from './event-schedule.js';

/** Events with their counts and the person's RSVP (an RSVP counts as a change of its event). */
export const eventsSource: PullSource = {
  table: 'events',
  tables: tablesOf(events, eventRegistrations, eventWaitlist, householdMembers, users, touches, touchPrunes, tombstones),
  load: (db, user, since) => eventsForUser(db, user.id, since),
  deleted: deletedFrom('events'),
};
