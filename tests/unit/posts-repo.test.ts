import { beforeEach, describe, expect, it } from 'vitest';
import type { Post } from '../../contracts/feed';
import { mutate } from '../../src/db/mutate';
import { createPost } from '../../src/db/mutate';
import { LOCAL_BLOB_PREFIX, storeOlderPage, storePulledPosts } from '../../src/db/feed/feed-store';
import { db } from '../../src/db/schema';
import { resetDb } from './support/outbox-fixtures';

const author = { id: 'u1', name: 'Sam Camper', avatar: null };
const serverPost = (id: string, over: Partial<Post> = {}): Post => ({
  id,
  user: author,
  image: null,
  caption: 'Canoes',
  likes: 3,
  comments: [],
  isLiked: false,
  isSaved: false,
  createdAt: '2025-09-05T10:00:00.000Z',
  ...over,
});
const comment = (id: string, text: string) => ({ id, user: author, text, createdAt: '2025-09-05T11:00:00.000Z' });

/** The feed's part of a full pull (the server's newest page). */
const pullFeed = (posts: Post[]) => storePulledPosts({ items: posts, deleted: [] }, true, Date.now());

beforeEach(() => resetDb());

describe('the feed on the phone', () => {
  it('shows a like at once with a waiting mark and queues the desired state', async () => {
    await pullFeed([serverPost('p1')]);
    await mutate('feed.like', { postId: 'p1', liked: true });
    expect(await db.posts.get('p1')).toMatchObject({ isLiked: true, likes: 4, _pending: true });
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'POST', path: '/posts/p1/like', body: { liked: true } });
  });

  it('sends nothing when a like is undone before it was sent', async () => {
    await pullFeed([serverPost('p1')]);
    await mutate('feed.like', { postId: 'p1', liked: true });
    await mutate('feed.like', { postId: 'p1', liked: false });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.posts.get('p1')).toMatchObject({ isLiked: false, likes: 3 });
  });

  it('queues a comment and a photo post with client ids, the photo kept in IndexedDB', async () => {
    await pullFeed([serverPost('p1')]);
    await mutate('feed.comment', { id: crypto.randomUUID(), postId: 'p1', text: 'Nice!', author, createdAt: new Date().toISOString() });
    const id = await createPost(
      { caption: '  Lake  ', image: new Blob([new Uint8Array([1, 2])], { type: 'image/jpeg' }), filename: 'lake.jpg' },
      author,
    );
    const [commentRow, postRow] = await db.outbox.orderBy('seq').toArray();
    const stored = (await db.comments.toArray())[0];
    expect(commentRow?.body).toEqual({ id: stored?.id, text: 'Nice!' });
    expect(stored).toMatchObject({ post_id: 'p1', _pending: true });
    const form = postRow?.form ?? {};
    expect(form.id).toBe(id);
    expect(form.caption).toBe('Lake');
    const image = form.image;
    const blob = typeof image === 'object' ? await db.blobs.get(image.blobId) : undefined;
    expect(blob?.type).toBe('image/jpeg');
    expect((await db.posts.get(id))?.image).toBe(`${LOCAL_BLOB_PREFIX}${blob?.id ?? ''}`);
  });

  it('keeps waiting posts and drops posts the server no longer has on a full pull', async () => {
    await pullFeed([serverPost('p1'), serverPost('p2')]);
    const mine = await createPost({ caption: 'Offline post' }, author);
    await pullFeed([serverPost('p2')]);
    expect((await db.posts.toArray()).map((p) => p.id).sort()).toEqual(['p2', mine].sort());
  });

  it('does not bring back a post deleted on this phone while the deletion waits, nor its comments', async () => {
    await pullFeed([serverPost('p1', { comments: [comment('k1', 'Nice')] }), serverPost('p2')]);
    await mutate('feed.delete', { postId: 'p1', asAdmin: false });
    expect(await db.outbox.toArray()).toMatchObject([{ method: 'DELETE', path: '/posts/p1' }]);
    await pullFeed([serverPost('p1', { comments: [comment('k1', 'Nice'), comment('k2', 'Again')] }), serverPost('p2')]);
    expect(await db.posts.get('p1')).toBeUndefined();
    expect(await db.comments.where('post_id').equals('p1').count()).toBe(0);
    await mutate('feed.delete', { postId: 'p2', asAdmin: true });
    expect((await db.outbox.orderBy('seq').last())?.path).toBe('/admin/posts/p2');
  });

  it('keeps comments beside their post, and removes them with a post the server deleted', async () => {
    await pullFeed([serverPost('p1', { comments: [comment('k1', 'First'), comment('k2', 'Second')] })]);
    expect(await db.posts.get('p1')).toMatchObject({ comments: [], commentCount: 2 });
    expect((await db.comments.where('post_id').equals('p1').toArray()).map((c) => c.text)).toEqual(['First', 'Second']);
    await storePulledPosts({ items: [], deleted: ['p1'] }, false, Date.now());
    expect(await db.posts.count()).toBe(0);
    expect(await db.comments.count()).toBe(0);
  });
});

describe('a full pull', () => {
  it('drops the comments of posts it no longer lists, and keeps those of posts waiting to be sent', async () => {
    await pullFeed([
      serverPost('p1', { comments: [comment('k1', 'Gone with its post')] }),
      serverPost('p2', { comments: [comment('k2', 'Kept')] }),
    ]);
    const mine = await createPost({ caption: 'Offline post' }, author);
    await mutate('feed.comment', { id: 'k3', postId: mine, text: 'On my own post', author, createdAt: new Date().toISOString() });
    await pullFeed([serverPost('p2', { comments: [comment('k2', 'Kept')] })]);
    expect((await db.comments.toArray()).map((c) => c.id).sort()).toEqual(['k2', 'k3']);
  });
});

describe('older posts (infinite scroll)', () => {
  it('adds an older page below the cached feed without removing the newer posts', async () => {
    await pullFeed([serverPost('p3', { createdAt: '2025-09-06T10:00:00.000Z' })]);
    await storeOlderPage([serverPost('p1', { comments: [comment('k1', 'Old news')] })]);
    expect((await db.posts.orderBy('createdAt').toArray()).map((p) => p.id)).toEqual(['p1', 'p3']);
    expect((await db.comments.toArray()).map((c) => [c.post_id, c.text])).toEqual([['p1', 'Old news']]);
  });
});
