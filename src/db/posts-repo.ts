/**
 * The feed on the phone: `posts` (stored without their comments) and `comments`. Likes, comments,
 * new posts and deletions go through the outbox under the entity 'post:<id>', so they show at once
 * (marked `_pending`), work offline, and reach the server once, in the order they were made.
 */
import { POSTS_PAGE_SIZE, type Comment, type LikeResult, type Post, type PostAuthor } from '../../contracts/posts';
import { getMeta, setMeta } from './meta-repo';
import { enqueue } from './outbox';
import { db, type UndoStep } from './schema';

/** A photo still on this phone is addressed as 'local-blob:<blobs id>' until the server has it. */
export const LOCAL_BLOB_PREFIX = 'local-blob:';

type StoredComment = Comment & { post_id: string };

async function putServerComments(post: Post): Promise<void> {
  const serverIds = new Set(post.comments.map((c) => c.id));
  const local = await db.comments.where('post_id').equals(post.id).toArray();
  await db.comments.bulkDelete(local.filter((c) => !c._pending && !serverIds.has(c.id)).map((c) => c.id));
  await db.comments.bulkPut(post.comments.map((c) => ({ ...c, post_id: post.id })));
}

/** Stores a page of GET /posts. The first page also drops cached posts the server no longer has. */
export async function storeFeedPage(page: Post[], firstPage: boolean): Promise<void> {
  await db.transaction('rw', db.posts, db.comments, db.outbox, async () => {
    const deleting = new Set((await db.outbox.filter((r) => r.method === 'DELETE' && r.entity.startsWith('post:')).toArray()).map((r) => r.entity.slice(5)));
    if (firstPage) {
      const ids = new Set(page.map((p) => p.id));
      const unpinned = page.filter((p) => !p.isPinned);
      const oldest = unpinned[unpinned.length - 1]?.createdAt;
      const stale = await db.posts.filter((p) => !ids.has(p.id) && !p._pending && (Boolean(p.isPinned) || unpinned.length < POSTS_PAGE_SIZE || (oldest !== undefined && p.createdAt >= oldest))).primaryKeys();
      await db.posts.bulkDelete(stale);
      await db.comments.where('post_id').anyOf(stale).delete();
    }
    for (const post of page) {
      if (deleting.has(post.id)) continue;
      const local = await db.posts.get(post.id);
      if (!local?._pending) await db.posts.put({ ...post, comments: [], commentCount: post.comments.length });
      await putServerComments(post);
    }
  });
}

/** The server's answer to a new post (replaces the local copy and its local photo address). */
export async function storePost(post: Post): Promise<void> {
  await db.transaction('rw', db.posts, db.comments, async () => {
    await db.posts.put({ ...post, comments: [], commentCount: post.comments.length });
    await putServerComments(post);
  });
}

export async function storeLike(postId: string, result: LikeResult): Promise<void> {
  const waiting = await db.outbox.where('entity').equals(`post:${postId}`).filter((r) => r.path.endsWith('/like') && r.state === 'pending').count();
  if (waiting === 0) await db.posts.update(postId, { isLiked: result.liked, likes: result.likes });
}

export async function storeComment(comment: Comment): Promise<void> {
  if (comment.post_id) await db.comments.put({ ...comment, post_id: comment.post_id });
}

/** Like or unlike: sends the desired state `{ liked }`; liking then unliking offline sends nothing. */
export async function likePost(postId: string, liked: boolean): Promise<void> {
  const current = await db.posts.get(postId);
  if (!current || current.isLiked === liked) return;
  await enqueue(
    { entity: `post:${postId}`, method: 'POST', path: `/posts/${postId}/like`, body: { liked }, coalesce: 'set', baseline: { liked: current.isLiked }, apply: 'post-like', label: liked ? 'Like a post' : 'Unlike a post' },
    async () => {
      const before = await db.posts.get(postId);
      if (!before) return [];
      await db.posts.put({ ...before, isLiked: liked, likes: Math.max(0, before.likes + (liked ? 1 : -1)), _pending: true });
      return [{ table: 'posts', key: postId, value: before }];
    },
  );
}

export async function addComment(postId: string, text: string, author: PostAuthor): Promise<void> {
  const id = crypto.randomUUID();
  const comment: StoredComment = { id, post_id: postId, user: author, text: text.trim(), createdAt: new Date().toISOString() };
  await enqueue(
    { entity: `post:${postId}`, method: 'POST', path: `/posts/${postId}/comments`, body: { id, text: comment.text }, coalesce: 'append', apply: 'post-comment', label: 'Comment on a post' },
    async () => {
      await db.comments.add({ ...comment, _pending: true });
      return [{ table: 'comments', key: id }];
    },
  );
}

/** A new post, with an optional photo kept in `blobs` until it is sent as multipart. */
export async function createPost(input: { caption: string; image?: Blob; filename?: string }, author: PostAuthor): Promise<string> {
  const id = crypto.randomUUID();
  const caption = input.caption.trim();
  const blobId = input.image ? crypto.randomUUID() : undefined;
  if (input.image && blobId) await db.blobs.put({ id: blobId, data: await input.image.arrayBuffer(), type: input.image.type, createdAt: new Date().toISOString() });
  const payload = blobId ? { form: { id, caption, image: { blobId, filename: input.filename ?? 'photo.jpg' } } } : { body: { id, caption } };
  const label = `Post '${caption.length > 40 ? `${caption.slice(0, 40)}...` : caption}'`;
  await enqueue({ entity: `post:${id}`, method: 'POST', path: '/posts', ...payload, coalesce: 'append', apply: 'post-saved', label }, async () => {
    const image = blobId ? `${LOCAL_BLOB_PREFIX}${blobId}` : null;
    await db.posts.add({ id, user: author, image, caption, likes: 0, comments: [], commentCount: 0, isLiked: false, isSaved: false, isPinned: false, createdAt: new Date().toISOString(), _pending: true });
    return [{ table: 'posts', key: id }];
  });
  return id;
}

/** The server deleted the post: make sure no refresh in between brought it back. */
export async function removePostLocally(postId: string): Promise<void> {
  await db.transaction('rw', db.posts, db.comments, async () => {
    await db.posts.delete(postId);
    await db.comments.where('post_id').equals(postId).delete();
  });
}

/** Deletes a post here at once; the author uses /posts/{id}, an admin removing someone else's uses /admin/posts/{id}. */
export async function deletePost(postId: string, asAdmin: boolean): Promise<void> {
  await enqueue({ entity: `post:${postId}`, method: 'DELETE', path: asAdmin ? `/admin/posts/${postId}` : `/posts/${postId}`, coalesce: 'append', apply: 'post-deleted', label: 'Delete a post' }, async () => {
    const post = await db.posts.get(postId);
    const comments = await db.comments.where('post_id').equals(postId).toArray();
    await db.posts.delete(postId);
    await db.comments.bulkDelete(comments.map((c) => c.id));
    const undo: UndoStep[] = comments.map((c) => ({ table: 'comments', key: c.id, value: c }));
    return post ? [{ table: 'posts', key: postId, value: post }, ...undo] : undo;
  });
}

export async function setPinnedLocally(postId: string, isPinned: boolean): Promise<void> {
  await db.posts.update(postId, { isPinned });
}

/** The feed position after the oldest cached unpinned post (for ?before=), if any. */
export async function oldestUnpinnedPost(): Promise<Post | undefined> {
  return db.posts.orderBy('createdAt').filter((p) => !p.isPinned && !p.image?.startsWith(LOCAL_BLOB_PREFIX)).first();
}

/** Saving (bookmarking) stays on this phone (SPEC §4.3). */
export const SAVED_POSTS_KEY = 'saved-posts';

export async function toggleSaved(postId: string): Promise<void> {
  const saved = new Set((await getMeta<string[]>(SAVED_POSTS_KEY)) ?? []);
  if (saved.has(postId)) saved.delete(postId);
  else saved.add(postId);
  await setMeta(SAVED_POSTS_KEY, [...saved]);
}
