import type { CampEvent } from './events.js';

/**
 * Event constants and the one reshaping step, apart from the schemas in events.ts: screens and the
 * phone's store use these without the validation library.
 */

export const userEventTypes = ['meal', 'activity', 'safety', 'social', 'educational', 'maintenance'] as const;
export const adminEventTypes = ['activity', 'meal', 'recreation', 'workshop', 'meeting', 'other'] as const;

/** The camp's clock (Pine Valley, California): the schedule is shown and entered in camp time on every phone. */
export const CAMP_TIME_ZONE = 'America/Los_Angeles';

const campClock = new Intl.DateTimeFormat('en-US', {
  timeZone: CAMP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant on the camp's clock (CAMP_TIME_ZONE), whatever the clock of the phone or server reading it. */
export function campClockParts(at: number | Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = campClock.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute') };
}

/** An event as some servers send it: registrations_count instead of registration_count (SPEC §3). */
export function normalizeEvent(raw: unknown): CampEvent {
  const e = raw as CampEvent & { registrations_count?: number };
  const { registrations_count, ...rest } = e;
  return { ...rest, registration_count: e.registration_count ?? registrations_count ?? 0 };
}
