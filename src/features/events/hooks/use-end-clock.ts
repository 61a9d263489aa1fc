import { useEffect, useState } from 'react';
import { eventEndsAt } from '../../../../contracts/events-rules';
import type { CampEvent } from '../../../../contracts/events';

/** setTimeout holds at most this many milliseconds (about 24.8 days); a later end waits in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The phone's time to judge which events have ended by (offline too), taken again when the next
 * shown event ends: one timer for the whole list, so a card turns to "Ended" while the screen is open.
 */
export function useEndClock(events: Pick<CampEvent, 'event_time' | 'end_time'>[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = Math.min(...events.map(eventEndsAt).filter((end) => end >= now));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    // hasEnded is strict: the clock is taken just after the end.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, next + 1 - Date.now()), LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}
