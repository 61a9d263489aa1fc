import type { CampEvent } from './events.js';

/**
 * Event constants and the one reshaping step, apart from the schemas in events.ts: screens and the
 * phone's store use these without the validation library.
 */

export const userEventTypes = ['meal', 'activity', 'safety', 'social', 'educational', 'maintenance'] as const;
export const adminEventTypes = ['activity', 'meal', 'recreation', 'workshop', 'meeting', 'other'] as const;

/** The camp's clock (Pine Valley, California): the schedule is shown and entered in camp time on every phone. */
export const CAMP_TIME_ZONE = 'America/Los_Angeles';

/** An event as some servers send it: registrations_count instead of registration_count (SPEC §3). */
export function normalizeEvent(raw: unknown): CampEvent {
  const e = raw as CampEvent & { registrations_count?: number };
  const { registrations_count, ...rest } = e;
  return { ...rest, registration_count: e.registration_count ?? registrations_count ?? 0 };
}
