import { useLiveQuery } from '../hooks/use-live-query';
import type { SignupSheet } from '../../../contracts/signups';
import type { LocalMark } from '../schema';
import { db } from '../schema';

/** Cached sign-up sheets, newest first (undefined while loading). */
export function useSignups(): (SignupSheet & LocalMark)[] | undefined {
  return useLiveQuery(async () => (await db.signups.toArray()).sort((a, b) => b.created_at.localeCompare(a.created_at)), []);
}

/** The sheets of one event (undefined while loading). */
export function useEventSignups(eventId: string): SignupSheet[] | undefined {
  return useLiveQuery(() => db.signups.where('event_id').equals(eventId).toArray(), [eventId]);
}
