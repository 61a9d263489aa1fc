import { useLiveQuery } from 'dexie-react-hooks';
import type { Comment, Post } from '../../../contracts/posts';
import { byFeedOrder } from '../../lib/post-rules';
import { SAVED_POSTS_KEY } from '../posts-repo';
import { db, type LocalMark } from '../schema';

export type FeedPost = Omit<Post, 'comments'> & LocalMark & { comments: (Comment & LocalMark)[] };

/** The cached feed with its comments (oldest first) and local saves, pinned first; undefined while loading. */
export function useFeedPosts(): FeedPost[] | undefined {
  return useLiveQuery(async () => {
    const [posts, comments, saved] = await Promise.all([db.posts.toArray(), db.comments.orderBy('createdAt').toArray(), db.meta.get(SAVED_POSTS_KEY)]);
    const savedIds = new Set(Array.isArray(saved?.value) ? (saved.value as string[]) : []);
    const byPost = new Map<string, (Comment & LocalMark)[]>();
    for (const c of comments) byPost.set(c.post_id, [...(byPost.get(c.post_id) ?? []), c]);
    return posts.map((p) => ({ ...p, comments: byPost.get(p.id) ?? [], isSaved: savedIds.has(p.id) })).sort(byFeedOrder);
  }, []);
}
