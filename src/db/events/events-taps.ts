/** An RSVP and a place in line, as they read before the database has them (their entries: events.ts). */
import type { CampEvent, Party } from '../../../contracts/events';
import { sameParty } from '../../../contracts/events-rules';
import { withRsvp, withWaitlist } from './event-rules';
import { defineTap } from '../taps/tap-look';

type EventStanding = Pick<
  CampEvent,
  'id' | 'is_user_registered' | 'registration_count' | 'capacity' | 'available_spots' | 'party' | 'waitlist_position' | 'waitlist_count'
>;

export const eventTaps = {
  rsvp: defineTap<{ eventId: string; register: boolean; party?: Party }, EventStanding>({
    table: 'events',
    idOf: (a) => a.eventId,
    shows: (row, a) => row.is_user_registered === a.register && (!a.register || !a.party || sameParty(row.party, a.party)),
    show: (row, a) => withRsvp(row, a.register, a.party),
    notSaved: 'common:tapNotSaved.rsvp',
  }),
  waitlist: defineTap<{ eventId: string; join: boolean; party?: Party }, EventStanding>({
    table: 'events',
    idOf: (a) => a.eventId,
    shows: (row, a) => (a.join ? row.is_user_registered || row.waitlist_position != null : row.waitlist_position == null),
    show: (row, a) => withWaitlist(row, a.join, a.party),
    notSaved: 'common:tapNotSaved.waitlist',
  }),
};
