/** People on the phone, read lazily (the frame shows them before the database code has loaded). */
import type { Post } from '../../../contracts/feed';
import type { DirectoryUser, User } from '../../../contracts/profile';
import type { LocalMark } from '../schema';
import { useLazyLiveQuery } from '../hooks/lazy-live-query';

/** The cached directory plus who posted in the last day; undefined while IndexedDB is read. */
export function useDirectory(): { users: DirectoryUser[]; stories: Map<string, { watched: boolean }> } | undefined {
  return useLazyLiveQuery<{ users: DirectoryUser[]; stories: Map<string, { watched: boolean }> } | undefined>(
    (reads) => reads.directory(),
    [],
    undefined,
  );
}

/** The person's own full record on this phone (undefined while loading or before the first pull). */
export function useMyProfile(userId: string | undefined): (User & LocalMark) | undefined {
  return useLazyLiveQuery((reads) => reads.myProfile(userId), [userId], undefined);
}

/** A person's story (their posts of the last day, oldest first); undefined while IndexedDB is read. */
export function useStoryPosts(userId: string): Post[] | undefined {
  return useLazyLiveQuery((reads) => reads.storyPostsOf(userId), [userId], undefined);
}
