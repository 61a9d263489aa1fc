/**
 * The rules of polls that the phone and the server both apply: when a poll takes votes, how many options
 * it has and how long its texts are. The phone judges with them offline; the server judges again.
 */

/** A poll has 2 to 20 options (SPEC §5: at least 2). */
export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 20;
export const POLL_QUESTION_MAX = 500;
export const POLL_OPTION_MAX = 200;
/** A poll made without an expiry ends 24 hours after it is made (SPEC §9), and so does one reactivated past its expiry. */
export const POLL_DEFAULT_DURATION_MS = 24 * 60 * 60 * 1000;

type Expiry = string | Date | null;

/** Past its expiry (an expiry is an ISO time on the wire, a Date in the database). */
export function isExpired(expiresAt: Expiry, now: number = Date.now()): boolean {
  if (expiresAt === null) return false;
  return (typeof expiresAt === 'string' ? Date.parse(expiresAt) : expiresAt.getTime()) <= now;
}

/** Open for votes: not ended by an admin and not past its expiry (SPEC §4.4). */
export function isPollOpen(poll: { isActive: boolean; expiresAt: Expiry }, now: number = Date.now()): boolean {
  return poll.isActive && !isExpired(poll.expiresAt, now);
}
