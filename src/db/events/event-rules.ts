import { userEventTypes } from '../../../contracts/events-basics';
import type { CampEvent, Party } from '../../../contracts/events';
import { availableSpots, partyFits, peopleIn } from '../../../contracts/events-rules';
import { i18next } from '../../i18n';
import { campDayKey } from '../../lib/camp-time';

type Fill = Pick<CampEvent, 'capacity' | 'registration_count'>;

type Standing = Pick<
  CampEvent,
  'is_user_registered' | 'registration_count' | 'capacity' | 'available_spots' | 'party' | 'waitlist_position' | 'waitlist_count'
>;

const ONE_ADULT: Party = { adults: 1, children: 0, note: '' };

/** The party an RSVP or a place in line sends: the one chosen, else the household's, else one adult. */
export const partyFor = (e: Pick<CampEvent, 'party'>, party?: Party): Party => party ?? e.party ?? ONE_ADULT;

const withCount = <T extends Standing>(e: T, count: number): T => ({
  ...e,
  registration_count: count,
  available_spots: availableSpots(e.capacity, count),
});

/**
 * The event as it reads once the camper's household has registered with `party` (or its party
 * as before) or cancelled: the count in people and the spots move at once, before any server answers.
 */
export function withRsvp<T extends Standing>(e: T, register: boolean, party?: Party): T {
  const next = register ? partyFor(e, party) : null;
  const count = e.registration_count - (e.is_user_registered ? peopleIn(e.party) : 0) + (next ? peopleIn(next) : 0);
  const leftLine = register && e.waitlist_position != null;
  return {
    ...withCount(e, Math.max(0, count)),
    is_user_registered: register,
    party: next,
    waitlist_position: register ? null : (e.waitlist_position ?? null),
    waitlist_count: Math.max(0, (e.waitlist_count ?? 0) - (leftLine ? 1 : 0)),
  };
}

/** The event once the household has joined the line (registered at once when its party fits) or left it. */
export function withWaitlist<T extends Standing>(e: T, join: boolean, party?: Party): T {
  const waiting = e.waitlist_position != null;
  const line = e.waitlist_count ?? 0;
  if (!join) return waiting ? { ...e, party: null, waitlist_position: null, waitlist_count: Math.max(0, line - 1) } : e;
  if (e.is_user_registered) return e;
  const next = partyFor(e, party);
  if (partyFits(e, next)) return withRsvp(e, true, next);
  return { ...e, party: next, waitlist_position: e.waitlist_position ?? line + 1, waitlist_count: waiting ? line : line + 1 };
}

export type Availability = 'unlimited' | 'full' | 'almostFull' | 'spotsLeft';

/** SPEC §4.2, §9: unlimited at capacity 0, full at 100% or more, almost full at 80% or more, else spots left. */
export function availabilityOf(e: Fill): Availability {
  if (e.capacity === 0) return 'unlimited';
  const percent = (e.registration_count / e.capacity) * 100;
  if (percent >= 100) return 'full';
  if (percent >= 80) return 'almostFull';
  return 'spotsLeft';
}

/** 'Unlimited', 'Full', 'Almost Full' or '{n} spots left', in the chosen language. */
export function availabilityText(e: Fill): string {
  return i18next.t(`events:availability.${availabilityOf(e)}`, { count: e.capacity - e.registration_count });
}

/** The category chips: all, the six user types, then any other type found in the data (SPEC §2.3). */
export function eventTypeChips(events: Pick<CampEvent, 'event_type'>[]): string[] {
  const known = new Set<string>(userEventTypes);
  const extra = [...new Set(events.map((e) => e.event_type))].filter((t) => !known.has(t)).sort();
  return ['all', ...userEventTypes, ...extra];
}

export function filterByType<T extends Pick<CampEvent, 'event_type'>>(events: T[], type: string): T[] {
  return type === 'all' ? events : events.filter((e) => e.event_type === type);
}

export interface EventDay<T> {
  /** Camp calendar day, YYYY-MM-DD. */
  key: string;
  events: T[];
}

/** Events grouped by camp day, days in date order and each day's events by start time (SPEC §2.3). */
export function groupByDay<T extends Pick<CampEvent, 'event_time' | 'title'>>(events: T[]): EventDay<T>[] {
  const sorted = [...events].sort((a, b) => Date.parse(a.event_time) - Date.parse(b.event_time) || a.title.localeCompare(b.title));
  const days = new Map<string, T[]>();
  for (const e of sorted) {
    const key = campDayKey(e.event_time);
    days.set(key, [...(days.get(key) ?? []), e]);
  }
  return [...days.entries()].map(([key, list]) => ({ key, events: list }));
}
