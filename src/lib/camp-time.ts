/**
 * The camp schedule on the camp's clock (CAMP_TIME_ZONE), whatever the phone's time zone: a family
 * checking the schedule from home sees the same 9:30 AM as the camp noticeboard.
 */
import { CAMP_TIME_ZONE, campClockParts } from '../../contracts/events-basics';
import { formatDate } from '../i18n';

const pad = (n: number) => String(n).padStart(2, '0');

/** Milliseconds the camp clock is ahead of UTC at an instant (negative in California). */
function offsetAt(ms: number): number {
  const p = campClockParts(ms);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(ms / 60_000) * 60_000;
}

/** '2025-09-06T09:30' read on the camp clock -> ISO, or null when empty or not a time. */
export function campInputToIso(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value.trim());
  if (!m) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  let ms = asUtc - offsetAt(asUtc);
  ms = asUtc - offsetAt(ms); // the offset at the real instant (daylight saving edges)
  return new Date(ms).toISOString();
}

/** ISO -> '2025-09-06T09:30' on the camp clock, for a datetime-local field ('' for none). */
export function isoToCampInput(iso: string | null | undefined): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  const p = campClockParts(Date.parse(iso));
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The camp day of an instant, YYYY-MM-DD. */
export function campDayKey(iso: string): string {
  return isoToCampInput(iso).slice(0, 10);
}

/** The camp-clock hour (0-23) of an instant. */
export function campHour(iso: string): number {
  return campClockParts(Date.parse(iso)).hour;
}

function campTimeOfDay(iso: string): string {
  return formatDate(iso, 'time', { timeZone: CAMP_TIME_ZONE });
}

/** '9:30 AM - 11:30 AM', or the start alone when there is no end. */
export function campTimeRange(start: string, end: string | null): string {
  return end ? `${campTimeOfDay(start)} - ${campTimeOfDay(end)}` : campTimeOfDay(start);
}

/**
 * A camp day (YYYY-MM-DD key) as a kind of day: 'Saturday, September 6' as a heading, 'Sat, Sep 6' in a list,
 * with the year when it is not this year's on the camp clock ('…, September 6, 2025').
 */
export function dayHeading(dayKey: string, kind: 'dayHeading' | 'listDay' | 'weekday' = 'dayHeading', now: number = Date.now()): string {
  const [y, m, d] = dayKey.split('-').map(Number);
  const noon = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12);
  // The key's day at noon UTC is the same day on the camp clock, so the year is compared on the camp clock.
  return formatDate(noon, kind, { timeZone: CAMP_TIME_ZONE, now });
}

/** '7 AM' for an hour of the camp day. */
export function hourLabel(hour: number): string {
  return formatDate(Date.UTC(2025, 0, 1, hour), 'hour', { timeZone: 'UTC' });
}
