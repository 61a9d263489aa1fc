import { useEffect, useRef } from 'react';
import { useEvents, useWaitingRsvps } from '../../../db/hooks/use-events';
import { eventsPull } from '../../../sync/events-polls-pull';
import { pullTable } from '../../../sync/pull';
import { usePull } from '../../../sync/use-pull';

/** The cached events, refreshed on visit, focus and reconnect, and again whenever a queued RSVP settles (SPEC §4.2: the list reloads). */
export function useEventSync() {
  const events = useEvents();
  const outcome = usePull(eventsPull);
  const waiting = useWaitingRsvps();
  const before = useRef(waiting);
  useEffect(() => {
    if (waiting < before.current) void pullTable(eventsPull);
    before.current = waiting;
  }, [waiting]);
  return { events, outcome };
}
