import { useLiveQuery } from '../hooks/use-live-query';
import type { MapLocation } from '../../../contracts/map';
import type { LocalMark } from '../schema';
import { db } from '../schema';

/** The Camp Map's key locations in their listed order (undefined while loading). */
export function useMapLocations(): (MapLocation & LocalMark)[] | undefined {
  return useLiveQuery(
    async () => (await db.mapLocations.toArray()).sort((a, b) => a.position - b.position || a.name.localeCompare(b.name)),
    [],
  );
}
