/** Outbox response handlers of the feed (registered in apply-handlers.ts). */
import { commentSchema, likeResultSchema, postSchema } from '../../contracts/posts';
import { removePostLocally, storeComment, storeLike, storePost } from '../db/posts-repo';
import type { OutboxRow } from '../db/schema';

export async function applyPostSaved(body: unknown): Promise<void> {
  await storePost(postSchema.parse(body));
}

export async function applyPostLike(body: unknown, row: OutboxRow): Promise<void> {
  const postId = row.path.split('/')[2];
  if (postId) await storeLike(postId, likeResultSchema.parse(body));
}

export async function applyPostComment(body: unknown): Promise<void> {
  await storeComment(commentSchema.parse(body));
}

export async function applyPostDeleted(_body: unknown, row: OutboxRow): Promise<void> {
  await removePostLocally(row.entity.slice('post:'.length));
}
