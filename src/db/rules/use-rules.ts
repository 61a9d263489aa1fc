import { useLiveQuery } from '../hooks/use-live-query';
import type { Rule } from '../../../contracts/rules';
import { byImportance } from './rule-order';
import type { LocalMark } from '../schema';
import { db } from '../schema';

/** The camp rules on this phone, most important first (undefined while loading). */
export function useRules(): (Rule & LocalMark)[] | undefined {
  return useLiveQuery(async () => (await db.rules.toArray()).sort(byImportance), []);
}
