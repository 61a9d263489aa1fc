/**
 * The feed on the phone: `posts` (stored without their comments) and `comments`, filled by the
 * replication stream (and older pages by infinite scroll). Changes to them are in feed-mutations.ts.
 */
import type { LikeResult, Post } from '../../../contracts/feed';
import { LOCAL_BLOB_PREFIX, SAVED_POSTS_KEY } from './feed-page';
import { getMeta, setMeta } from '../meta-repo';
import type { TableChanges } from '../../../contracts/replication';
import { sessionWaitingRows } from '../outbox-owner';
import { storeChanges } from '../replica-changes';
import type { MutationName } from '../mutations';
import { db, type OutboxRow } from '../schema';

/** Kept beside the feed's shaping (feed-page.ts), which reads without Dexie. */
export { LOCAL_BLOB_PREFIX };

async function putServerComments(post: Post): Promise<void> {
  const serverIds = new Set(post.comments.map((c) => c.id));
  const local = await db.comments.where('post_id').equals(post.id).toArray();
  await db.comments.bulkDelete(local.filter((c) => !c._pending && !serverIds.has(c.id)).map((c) => c.id));
  await db.comments.bulkPut(post.comments.map((c) => ({ ...c, post_id: post.id })));
}

const withoutComments = (post: Post) => ({ ...post, comments: [], commentCount: post.comments.length });

/** Stores an older page of the feed (infinite scroll, GET /posts?before=). */
export async function storeOlderPage(page: Post[]): Promise<void> {
  await db.transaction('rw', db.posts, db.comments, db.outbox, db.session, async () => {
    await storeChanges({ table: 'posts', map: (p) => withoutComments(p as Post) }, { items: page, deleted: [] }, false, Date.now());
    for (const post of page) await putServerComments(post);
  });
}

/** Stores the feed's part of a pull: posts without their comments, the comments beside them. */
export async function storePulledPosts(changes: TableChanges, full: boolean, requestedAt: number): Promise<void> {
  const posts = changes.items as Post[];
  await storeChanges({ table: 'posts', map: (p) => withoutComments(p as Post) }, changes, full, requestedAt);
  const deleting = new Set(
    (await sessionWaitingRows('post:')).filter((r) => r.kind === ('feed.delete' satisfies MutationName)).map((r) => r.entity.slice(5)),
  );
  for (const post of posts) if (!deleting.has(post.id)) await putServerComments(post);
  await db.comments.where('post_id').anyOf(changes.deleted).delete();
  // A full pull removed the posts it no longer lists: their comments go with them (search shows comments).
  if (full) {
    const kept = new Set(await db.posts.toCollection().primaryKeys());
    await db.comments.filter((c) => !kept.has(c.post_id)).delete();
  }
}

/** The server's answer to a new post (replaces the local copy and its local photo address). */
export async function storePost(post: Post): Promise<void> {
  await db.transaction('rw', db.posts, db.comments, async () => {
    await db.posts.put(withoutComments(post));
    await putServerComments(post);
  });
}

/** The server's answer to a like, unless a newer like of the same person still waits to be sent. */
export async function storeLike(postId: string, result: LikeResult, sent: Pick<OutboxRow, 'id' | 'owner'>): Promise<void> {
  const waiting = (await sessionWaitingRows(`post:${postId}`)).filter(
    (r) => r.id !== sent.id && r.kind === ('feed.like' satisfies MutationName) && (r.owner ?? null) === (sent.owner ?? null),
  );
  if (waiting.length === 0) await db.posts.update(postId, { isLiked: result.liked, likes: result.likes });
}

/** The server deleted the post: make sure no refresh in between brought it back. */
export async function removePostLocally(postId: string): Promise<void> {
  await db.transaction('rw', db.posts, db.comments, async () => {
    await db.posts.delete(postId);
    await db.comments.where('post_id').equals(postId).delete();
  });
}

/** The feed position after the oldest cached unpinned post (for ?before=), if any. */
export async function oldestUnpinnedPost(): Promise<Post | undefined> {
  return db.posts
    .orderBy('createdAt')
    .filter((p) => !p.isPinned && !p.image?.startsWith(LOCAL_BLOB_PREFIX))
    .first();
}

/** Saving (bookmarking) stays on this phone (SPEC §4.3). */
export async function toggleSaved(postId: string): Promise<void> {
  const saved = new Set((await getMeta<string[]>(SAVED_POSTS_KEY)) ?? []);
  if (saved.has(postId)) saved.delete(postId);
  else saved.add(postId);
  await setMeta(SAVED_POSTS_KEY, [...saved]);
}

/** The server address of a post's card photo (the smaller copy when there is one), if it has one on the server. */
const cardPhotoUrl = (p: Pick<Post, 'thumb' | 'image'>): string | undefined => {
  const url = p.thumb ?? p.image;
  return url?.startsWith('/uploads/') ? url : undefined;
};

/** The server addresses of the newest posts' card photos; of every post the phone holds when no count is given. */
export async function newestPhotoUrls(count?: number): Promise<string[]> {
  const newest = db.posts.orderBy('createdAt').reverse();
  const posts = await (count === undefined ? newest : newest.limit(count)).toArray();
  return posts.map(cardPhotoUrl).filter((u) => u !== undefined);
}
