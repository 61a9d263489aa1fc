/**
 * The feed's changes, all under the entity 'post:<id>' so they reach the server in the order they
 * were made (a comment on a post created offline follows the post).
 */
import { outboxRequest, outboxUpload } from '../../../contracts/commands';
import { commentSchema, likeResultSchema, postSchema, type PostAuthor } from '../../../contracts/feed';
import { LOCAL_BLOB_PREFIX, removePostLocally, storeLike, storePost } from './feed-store';
import { db, type UndoStep } from '../schema';
import { defineArea } from '../mutations/area-names';
import { addRow, defineMutation } from '../mutations/define';
import { setTap } from '../mutations/set-tap';
import { feedTaps } from './feed-taps';

const postEntity = (id: string) => `post:${id}`;

export const feedMutations = defineArea('feed', {
  /** Sends the desired state `{ liked }`: liking then unliking offline sends nothing. */
  like: setTap(feedTaps.like, db.posts, {
    sent: ({ postId, liked }, post) => ({
      entity: postEntity(postId),
      request: outboxRequest('feed.like', { id: postId, body: { liked } }),
      baseline: { liked: post.isLiked },
      label: { key: liked ? 'outbox:label.likePost' : 'outbox:label.unlikePost' },
    }),
    async settle(answer, { postId }, row) {
      await storeLike(postId, likeResultSchema.parse(answer), row);
    },
  }),

  comment: defineMutation<{ id: string; postId: string; text: string; author: PostAuthor; createdAt: string }>({
    async plan({ id, postId, text }) {
      return {
        entity: postEntity(postId),
        request: outboxRequest('feed.comment.create', { id: postId, body: { id, text } }),
        coalesce: 'append',
        label: { key: 'outbox:label.commentOnPost' },
      };
    },
    apply: ({ id, postId, text, author, createdAt }) => addRow(db.comments, id, { id, post_id: postId, user: author, text, createdAt }),
    async settle(answer) {
      const stored = commentSchema.parse(answer);
      if (stored.post_id) await db.comments.put({ ...stored, post_id: stored.post_id });
    },
  }),

  create: defineMutation<{
    id: string;
    caption: string;
    author: PostAuthor;
    createdAt: string;
    /** The photo, already stored in `blobs`. */
    photo?: { blobId: string; filename: string };
    /** The event it belongs to (its album), if any. */
    eventId?: string;
  }>({
    async plan({ id, caption, photo, eventId }) {
      const call = { body: { id, caption, ...(eventId ? { event_id: eventId } : {}) } };
      return {
        entity: postEntity(id),
        request: photo ? outboxUpload('feed.post.create', call, { image: photo }) : outboxRequest('feed.post.create', call),
        coalesce: 'append',
        label: { key: 'outbox:label.createPost', values: { caption: caption.length > 40 ? `${caption.slice(0, 40)}...` : caption } },
      };
    },
    apply: ({ id, caption, author, createdAt, photo, eventId }) =>
      addRow(db.posts, id, {
        id,
        event_id: eventId ?? null,
        user: author,
        image: photo ? `${LOCAL_BLOB_PREFIX}${photo.blobId}` : null,
        caption,
        likes: 0,
        comments: [],
        commentCount: 0,
        isLiked: false,
        isSaved: false,
        isPinned: false,
        createdAt,
      }),
    async settle(answer) {
      await storePost(postSchema.parse(answer));
    },
  }),

  delete: defineMutation<{
    postId: string;
    /** An admin removing someone else's post uses /admin/posts/{id}. */
    asAdmin: boolean;
  }>({
    async plan({ postId, asAdmin }) {
      return {
        entity: postEntity(postId),
        request: outboxRequest(asAdmin ? 'feed.post.remove' : 'feed.post.delete', { id: postId }),
        coalesce: 'append',
        label: { key: 'outbox:label.deletePost' },
      };
    },
    async apply({ postId }) {
      const post = await db.posts.get(postId);
      const comments = await db.comments.where('post_id').equals(postId).toArray();
      await db.posts.delete(postId);
      await db.comments.bulkDelete(comments.map((c) => c.id));
      const undo: UndoStep[] = comments.map((c) => ({ table: 'comments', key: c.id, value: c }));
      return post ? [{ table: 'posts', key: postId, value: post }, ...undo] : undo;
    },
    // The server deleted it: make sure no refresh in between brought it back.
    async settle(_answer, { postId }) {
      await removePostLocally(postId);
    },
  }),
});
