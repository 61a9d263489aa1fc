import { userEventTypes } from '../../contracts/events-basics';
import type { CampEvent } from '../../contracts/events';
import { i18next } from '../i18n';
import { campDayKey } from './camp-time';

type Fill = Pick<CampEvent, 'capacity' | 'registration_count'>;

/** SPEC §4.2: full means a capacity is set and the registrations reach it. */
export function isEventFull(e: Fill): boolean {
  return e.capacity > 0 && e.registration_count >= e.capacity;
}

type Rsvp = Pick<CampEvent, 'is_user_registered' | 'registration_count' | 'capacity' | 'available_spots'>;

/** The event as it reads once the camper has (un)registered: the count and spots move at once, before any server answers. */
export function withRsvp<T extends Rsvp>(e: T, register: boolean): T {
  const count = Math.max(0, e.registration_count + (register ? 1 : -1));
  return {
    ...e,
    is_user_registered: register,
    registration_count: count,
    available_spots: e.capacity > 0 ? Math.max(0, e.capacity - count) : null,
  };
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
