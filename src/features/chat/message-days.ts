/** Chat's day separators: where a new day starts between two messages, on the phone's own clock. */

const dayOf = (iso: string) => new Date(iso).toDateString();

/** Whether two moments fall on the same day here. */
export function sameDay(a: string, b: string): boolean {
  return dayOf(a) === dayOf(b);
}

/** How many days before today `iso` is (0 today, 1 yesterday), on the phone's calendar. */
export function daysAgo(iso: string, now: Date = new Date()): number {
  const start = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  return Math.round((start(now) - start(new Date(iso))) / 86_400_000);
}
