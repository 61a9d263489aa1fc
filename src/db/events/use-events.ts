import { useLiveQuery } from '../hooks/use-live-query';
import type { CampEvent } from '../../../contracts/events';
import type { LocalMark } from '../schema';
import { db } from '../schema';

/** Cached camp events by start time (undefined while loading). */
export function useEvents(): (CampEvent & LocalMark)[] | undefined {
  return useLiveQuery(() => db.events.orderBy('event_time').toArray(), []);
}
