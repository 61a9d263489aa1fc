import { useLiveQuery } from './use-live-query';
import { activeCampOf, type Camp } from '../../../contracts/camps';
import { db } from '../schema';

/** Every camp on this phone, newest first (undefined while loading). */
export function useCamps(): Camp[] | undefined {
  return useLiveQuery(async () => (await db.camps.toArray()).sort((a, b) => b.start_date.localeCompare(a.start_date)), []);
}

/** The active camp (Getting Here, counselor contacts): undefined while loading, null when the phone has none. */
export function useActiveCamp(): Camp | null | undefined {
  return useLiveQuery(async () => activeCampOf(await db.camps.toArray()) ?? null, []);
}
