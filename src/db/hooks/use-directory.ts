import type { DirectoryUser } from '../../../contracts/profile';
import { useLazyLiveQuery } from './lazy-live-query';

/** The cached directory plus who posted in the last day; undefined while IndexedDB is read. */
export function useDirectory(): { users: DirectoryUser[]; storyAuthors: Set<string> } | undefined {
  return useLazyLiveQuery<{ users: DirectoryUser[]; storyAuthors: Set<string> } | undefined>((reads) => reads.directory(), [], undefined);
}
