/** Conversions between an ISO time and the value of an <input type="datetime-local"> on the phone's own clock. */

/** '2025-09-06T09:30' (the phone's clock) -> ISO, or null when empty or not a time. */
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
