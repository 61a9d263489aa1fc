import { beforeEach, describe, expect, it } from 'vitest';
import type { Post } from '../../contracts/posts';
import { addComment, createPost, deletePost, likePost, LOCAL_BLOB_PREFIX, storeFeedPage } from '../../src/db/posts-repo';
import { db } from '../../src/db/schema';

const author = { id: 'u1', name: 'Sam Camper', avatar: null };
const serverPost = (id: string, over: Partial<Post> = {}): Post => ({ id, user: author, image: null, caption: 'Canoes', likes: 3, comments: [], isLiked: false, isSaved: false, createdAt: '2025-09-05T10:00:00.000Z', ...over });

beforeEach(async () => {
  await Promise.all([db.posts.clear(), db.comments.clear(), db.outbox.clear(), db.blobs.clear()]);
});

describe('the feed on the phone', () => {
  it('shows a like at once with a waiting mark and queues the desired state', async () => {
    await storeFeedPage([serverPost('p1')], true);
    await likePost('p1', true);
    expect(await db.posts.get('p1')).toMatchObject({ isLiked: true, likes: 4, _pending: true });
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'POST', path: '/posts/p1/like', body: { liked: true } });
  });

  it('sends nothing when a like is undone before it was sent', async () => {
    await storeFeedPage([serverPost('p1')], true);
    await likePost('p1', true);
    await likePost('p1', false);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.posts.get('p1')).toMatchObject({ isLiked: false, likes: 3 });
  });

  it('queues a comment and a photo post with client ids, the photo kept in IndexedDB', async () => {
    await storeFeedPage([serverPost('p1')], true);
    await addComment('p1', '  Nice!  ', author);
    const id = await createPost({ caption: 'Lake', image: new Blob([new Uint8Array([1, 2])], { type: 'image/jpeg' }), filename: 'lake.jpg' }, author);
    const [commentRow, postRow] = await db.outbox.orderBy('seq').toArray();
    const comment = (await db.comments.toArray())[0];
    expect(commentRow?.body).toEqual({ id: comment?.id, text: 'Nice!' });
    expect(comment).toMatchObject({ post_id: 'p1', _pending: true });
    const form = postRow?.form ?? {};
    expect(form.id).toBe(id);
    const image = form.image;
    const blob = typeof image === 'object' ? await db.blobs.get(image.blobId) : undefined;
    expect(blob?.type).toBe('image/jpeg');
    expect((await db.posts.get(id))?.image).toBe(`${LOCAL_BLOB_PREFIX}${blob?.id ?? ''}`);
  });

  it('keeps waiting posts and drops posts the server no longer has on refresh', async () => {
    await storeFeedPage([serverPost('p1'), serverPost('p2')], true);
    const mine = await createPost({ caption: 'Offline post' }, author);
    await storeFeedPage([serverPost('p2')], true);
    expect((await db.posts.toArray()).map((p) => p.id).sort()).toEqual(['p2', mine].sort());
  });

  it('does not bring back a post deleted on this phone while the deletion waits', async () => {
    await storeFeedPage([serverPost('p1'), serverPost('p2')], true);
    await deletePost('p1', false);
    expect(await db.outbox.toArray()).toMatchObject([{ method: 'DELETE', path: '/posts/p1' }]);
    await storeFeedPage([serverPost('p1'), serverPost('p2')], true);
    expect(await db.posts.get('p1')).toBeUndefined();
    await deletePost('p2', true);
    expect((await db.outbox.orderBy('seq').last())?.path).toBe('/admin/posts/p2');
  });
});
