import { useLiveQuery } from 'dexie-react-hooks';
import type { Poll } from '../../../contracts/polls';
import type { LocalMark } from '../schema';
import { db } from '../schema';

/** Cached polls, newest first (undefined while loading). */
export function usePolls(): (Poll & LocalMark)[] | undefined {
  return useLiveQuery(async () => (await db.polls.toArray()).sort((a, b) => b.createdAt.localeCompare(a.createdAt)), []);
}
