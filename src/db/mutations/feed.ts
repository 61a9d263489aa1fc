/**
 * The feed's changes, all under the entity 'post:<id>' so they reach the server in the order they
 * were made (a comment on a post created offline follows the post).
 */
import { commentSchema, likeResultSchema, postSchema, type PostAuthor } from '../../../contracts/feed';
import { withLike } from '../../lib/post-rules';
import { LOCAL_BLOB_PREFIX, removePostLocally, storeLike, storePost } from '../posts-repo';
import { db, type UndoStep } from '../schema';
import type { MutationDef } from './types';

const postEntity = (id: string) => `post:${id}`;

export interface LikeArgs {
  postId: string;
  liked: boolean;
}

/** Sends the desired state `{ liked }`: liking then unliking offline sends nothing. */
const like: MutationDef<LikeArgs> = {
  async plan({ postId, liked }) {
    const current = await db.posts.get(postId);
    if (!current || current.isLiked === liked) return null;
    return {
      entity: postEntity(postId),
      request: { method: 'POST', path: `/posts/${postId}/like`, body: { liked } },
      coalesce: 'set',
      baseline: { liked: current.isLiked },
      label: { key: liked ? 'outbox:label.likePost' : 'outbox:label.unlikePost' },
    };
  },
  async apply({ postId, liked }) {
    const before = await db.posts.get(postId);
    if (!before) return [];
    await db.posts.put({ ...withLike(before, liked), _pending: true });
    return [{ table: 'posts', key: postId, value: before }];
  },
  async settle(answer, { postId }, row) {
    await storeLike(postId, likeResultSchema.parse(answer), row);
  },
};

export interface CommentArgs {
  id: string;
  postId: string;
  text: string;
  author: PostAuthor;
  createdAt: string;
}

const comment: MutationDef<CommentArgs> = {
  async plan({ id, postId, text }) {
    return {
      entity: postEntity(postId),
      request: { method: 'POST', path: `/posts/${postId}/comments`, body: { id, text } },
      coalesce: 'append',
      label: { key: 'outbox:label.commentOnPost' },
    };
  },
  async apply({ id, postId, text, author, createdAt }) {
    await db.comments.add({ id, post_id: postId, user: author, text, createdAt, _pending: true });
    return [{ table: 'comments', key: id }];
  },
  async settle(answer) {
    const stored = commentSchema.parse(answer);
    if (stored.post_id) await db.comments.put({ ...stored, post_id: stored.post_id });
  },
};

export interface CreatePostArgs {
  id: string;
  caption: string;
  author: PostAuthor;
  createdAt: string;
  /** The photo, already stored in `blobs`. */
  photo?: { blobId: string; filename: string };
}

const create: MutationDef<CreatePostArgs> = {
  async plan({ id, caption, photo }) {
    const request = photo
      ? { method: 'POST' as const, path: '/posts', form: { id, caption, image: photo } }
      : { method: 'POST' as const, path: '/posts', body: { id, caption } };
    return {
      entity: postEntity(id),
      request,
      coalesce: 'append',
      label: { key: 'outbox:label.createPost', values: { caption: caption.length > 40 ? `${caption.slice(0, 40)}...` : caption } },
    };
  },
  async apply({ id, caption, author, createdAt, photo }) {
    const image = photo ? `${LOCAL_BLOB_PREFIX}${photo.blobId}` : null;
    await db.posts.add({
      id,
      user: author,
      image,
      caption,
      likes: 0,
      comments: [],
      commentCount: 0,
      isLiked: false,
      isSaved: false,
      isPinned: false,
      createdAt,
      _pending: true,
    });
    return [{ table: 'posts', key: id }];
  },
  async settle(answer) {
    await storePost(postSchema.parse(answer));
  },
};

export interface DeletePostArgs {
  postId: string;
  /** An admin removing someone else's post uses /admin/posts/{id}. */
  asAdmin: boolean;
}

const remove: MutationDef<DeletePostArgs> = {
  async plan({ postId, asAdmin }) {
    return {
      entity: postEntity(postId),
      request: { method: 'DELETE', path: asAdmin ? `/admin/posts/${postId}` : `/posts/${postId}` },
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
};

export const feedMutations = { 'post.like': like, 'post.comment': comment, 'post.create': create, 'post.delete': remove };
