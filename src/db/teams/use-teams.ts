import { useLiveQuery } from '../hooks/use-live-query';
import type { Team } from '../../../contracts/teams';
import { db } from '../schema';

/** The signed-in camper's teams, latest year first (an empty list when they are on none). */
export function useMyTeams(): Team[] | undefined {
  return useLiveQuery(async () => (await db.teams.toArray()).sort((a, b) => b.year - a.year || a.name.localeCompare(b.name)), []);
}
