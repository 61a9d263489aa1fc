/**
 * The feed as the screen shows it, from the rows of the phone's posts, comments and saved list:
 * one shaping for the first read (plain IndexedDB) and the live query, so the second draws the same.
 */
import type { Comment, Post } from '../../../contracts/feed';
import type { LocalMark } from '../schema';

export type FeedPost = Omit<Post, 'comments'> & LocalMark & { comments: (Comment & LocalMark)[] };

/**
 * Feed order: pinned first, then newest first. Kept here, beside the one shaping that uses it, because
 * this module starts with the app: src/lib/post-rules.ts would bring i18next into every first screen.
 */
function byFeedOrder(a: Post, b: Post): number {
  if (Boolean(a.isPinned) !== Boolean(b.isPinned)) return a.isPinned ? -1 : 1;
  return b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
}

/** A photo still on this phone is addressed as 'local-blob:<blobs id>' until the server has it. */
export const LOCAL_BLOB_PREFIX = 'local-blob:';

/** Saving (bookmarking) stays on this phone (SPEC §4.3): the saved post ids, in the meta table. */
export const SAVED_POSTS_KEY = 'saved-posts';

type StoredComment = Comment & LocalMark & { post_id: string };

/** Posts pinned first then newest, each with its comments (in the order given: oldest first) and whether it is saved. */
export function feedOf(posts: (Post & LocalMark)[], comments: StoredComment[], saved: unknown): FeedPost[] {
  const savedIds = new Set(Array.isArray(saved) ? (saved as string[]) : []);
  const byPost = new Map<string, (Comment & LocalMark)[]>();
  for (const c of comments) byPost.set(c.post_id, [...(byPost.get(c.post_id) ?? []), c]);
  return posts.map((p) => ({ ...p, comments: byPost.get(p.id) ?? [], isSaved: savedIds.has(p.id) })).sort(byFeedOrder);
}
