/**
 * A reader's own part of an event: whether their household is registered, with which party, and its
 * place in line. An RSVP or a place in line is kept under the member who answered, so the reader's part
 * is whatever any member of their household holds (server/households/repository.ts names the members).
 */
import type { CampEvent, Party } from '../../contracts/events.js';

export type PersonalField = 'is_user_registered' | 'party' | 'waitlist_position';
type PersonalPart = Pick<CampEvent, PersonalField>;

/** An RSVP or a place in line, as read from either table. */
export interface PartyRow extends Party {
  eventId: string;
  userId: string;
}

const partyOf = ({ adults, children, note }: Party): Party => ({ adults, children, note });

/** Registrations by person, and places in line by person (with their position, 1 = next), from one read. */
export function personalViews(registrations: PartyRow[], lineInOrder: PartyRow[]) {
  const registered = new Map<string, Map<string, Party>>();
  const waiting = new Map<string, Map<string, { party: Party; position: number }>>();
  for (const r of registrations) {
    const mine = registered.get(r.userId) ?? new Map<string, Party>();
    registered.set(r.userId, mine.set(r.eventId, partyOf(r)));
  }
  const positions = new Map<string, number>();
  for (const w of lineInOrder) {
    const position = (positions.get(w.eventId) ?? 0) + 1;
    positions.set(w.eventId, position);
    const mine = waiting.get(w.userId) ?? new Map<string, { party: Party; position: number }>();
    waiting.set(w.userId, mine.set(w.eventId, { party: partyOf(w), position }));
  }
  return {
    /** The part of event `eventId` for a reader whose household is `members` (the reader included). */
    of(eventId: string, members: readonly string[]): PersonalPart {
      for (const m of members) {
        const party = registered.get(m)?.get(eventId);
        if (party) return { is_user_registered: true, party, waitlist_position: null };
      }
      for (const m of members) {
        const place = waiting.get(m)?.get(eventId);
        if (place) return { is_user_registered: false, party: place.party, waitlist_position: place.position };
      }
      return { is_user_registered: false, party: null, waitlist_position: null };
    },
  };
}
