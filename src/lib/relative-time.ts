const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago a notification arrived, as the inbox shows it: 'just now' under a minute (and for
 * times a little in the future, from a phone clock that runs behind), then '5m ago', '2h ago',
 * '3d ago' (whole units, rounded down). An unreadable time gives ''.
 */
export function relativeTime(timestamp: string | number | Date, now: number = Date.now()): string {
  const at = new Date(timestamp).getTime();
  if (Number.isNaN(at)) return '';
  const ago = now - at;
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)}m ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)}h ago`;
  return `${Math.floor(ago / DAY)}d ago`;
}
