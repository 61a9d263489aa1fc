import { useLiveQuery } from '../hooks/use-live-query';
import type { Reflection } from '../../../contracts/reflections';
import { db, type LocalMark } from '../schema';

/** The person's own reflections on this phone, newest camp first (undefined while loading). */
export function useMyReflections(): (Reflection & LocalMark)[] | undefined {
  return useLiveQuery(
    async () => (await db.reflections.toArray()).sort((a, b) => b.camp.year - a.camp.year || a.camp.name.localeCompare(b.camp.name)),
    [],
  );
}
