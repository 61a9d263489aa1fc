/**
 * The rules of RSVPs and the waitlist that the phone and the server both apply: a party's size and limits,
 * whether it fits the capacity (counted in people), the places left, and when an event has ended. The phone
 * judges with them offline (events.rsvp, events.waitlist); the server judges again and its answer stands.
 */
import type { CampEvent, Party } from './events.js';

/** The most people one RSVP or place in line may bring, and the longest note. */
export const PARTY_LIMITS = { adults: 20, children: 20, note: 300 } as const;

/** People a party stands for. */
export const partySize = (p: Pick<Party, 'adults' | 'children'>): number => p.adults + p.children;

/** The same party: the same adults, children and note (a replay of an answer changes nothing). */
export const sameParty = (a: Party | null | undefined, b: Party | null | undefined): boolean =>
  a?.adults === b?.adults && a?.children === b?.children && a?.note === b?.note;

/** `people` more fit an event with `taken` places taken: a capacity of 0 is unlimited. */
export const fitsCapacity = (capacity: number, taken: number, people: number): boolean => capacity === 0 || taken + people <= capacity;

/** The places left, or null when the capacity is unlimited (0). */
export const availableSpots = (capacity: number, taken: number): number | null => (capacity > 0 ? Math.max(0, capacity - taken) : null);

type Fill = Pick<CampEvent, 'capacity' | 'registration_count'>;

/** SPEC §4.2: full means a capacity is set and the registrations reach it. */
export const isEventFull = (e: Fill): boolean => e.capacity > 0 && e.registration_count >= e.capacity;

/** People an RSVP stands for; one of a phone that does not know its party counts one. */
export const peopleIn = (p: Pick<Party, 'adults' | 'children'> | null | undefined): number => (p ? partySize(p) : 1);

/** The party fits the places left (counting the household's own RSVP as given back). */
export function partyFits(e: Fill & Pick<CampEvent, 'is_user_registered' | 'party'>, party: Party): boolean {
  const own = e.is_user_registered ? peopleIn(e.party) : 0;
  return fitsCapacity(e.capacity, e.registration_count - own, peopleIn(party));
}

/** An event without an end time lasts an hour: it ends then, and the calendar files say so too. */
const EVENT_LENGTH_WITHOUT_END_MS = 60 * 60 * 1000;

type Timed = { event_time: string; end_time: string | null };

/** When the event ends (ms since the epoch): its end time, else an hour after it starts. */
export const eventEndsAt = (e: Timed): number =>
  e.end_time ? Date.parse(e.end_time) : Date.parse(e.event_time) + EVENT_LENGTH_WITHOUT_END_MS;

/** An event has ended once its end (eventEndsAt) is past: no RSVP or place in line is taken any more. */
export const hasEnded = (e: Timed, now: number): boolean => eventEndsAt(e) < now;
