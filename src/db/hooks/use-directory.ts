import { useLiveQuery } from 'dexie-react-hooks';
import type { DirectoryUser } from '../../../contracts/users';
import { directoryUsers, recentPosterIds } from '../users-repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The cached directory plus who posted in the last day; undefined while IndexedDB is read. */
export function useDirectory(): { users: DirectoryUser[]; storyAuthors: Set<string> } | undefined {
  return useLiveQuery(async () => {
    const [users, storyAuthors] = await Promise.all([directoryUsers(), recentPosterIds(new Date(Date.now() - DAY_MS).toISOString())]);
    return { users, storyAuthors };
  }, []);
}
