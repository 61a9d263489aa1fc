/** Conversions between an ISO time and the value of an <input type="datetime-local"> (the phone's clock). */

/** '2025-09-06T09:30' (local) -> ISO, or null when empty or not a time (SPEC §5: local time becomes ISO). */
export function localInputToIso(value: string): string | null {
  if (!value.trim()) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** ISO -> '2025-09-06T09:30' on the phone's clock, for a datetime-local field ('' for none). */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function timeOfDay(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
}

/** '9:30 AM - 11:30 AM', or the start alone when there is no end. */
export function timeRange(start: string, end: string | null): string {
  return end ? `${timeOfDay(start)} - ${timeOfDay(end)}` : timeOfDay(start);
}

/** 'Saturday, September 6' for a YYYY-MM-DD day key. */
export function dayHeading(dayKey: string): string {
  const [y, m, d] = dayKey.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1).toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric' });
}
