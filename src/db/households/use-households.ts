import type { Household } from '../../../contracts/households';
import { db } from '../schema';
import { useLiveQuery } from '../hooks/use-live-query';

/** The household the person belongs to on this phone: null when none, undefined while loading. */
export function useMyHousehold(userId: string | undefined): Household | null | undefined {
  return useLiveQuery(
    async () => (userId ? ((await db.households.filter((h) => h.members.some((m) => m.id === userId)).first()) ?? null) : null),
    [userId],
  );
}
