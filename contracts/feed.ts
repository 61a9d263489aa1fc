import { z } from 'zod';
import { storedUpload } from './stored-upload.js';
import { inTimeRange } from './common.js';
import { CAPTION_MAX, COMMENT_MAX } from './feed-rules.js';

const postAuthorSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: storedUpload().nullable(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
});
export type PostAuthor = z.infer<typeof postAuthorSchema>;

/** A post's or comment's author block, as the server answers it and as a phone shows its own new post: the name shown is both names, trimmed. */
export function postAuthor(person: {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  avatar: string | null;
}): PostAuthor {
  const { id, first_name, last_name, email, avatar } = person;
  return { id, name: `${first_name} ${last_name}`.trim(), avatar, first_name, last_name, email };
}

export const commentSchema = z.object({
  id: z.string(),
  post_id: z.string().optional(),
  user: postAuthorSchema,
  text: z.string(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const postSchema = z.object({
  id: z.string(),
  user: postAuthorSchema,
  image: storedUpload().nullable(),
  thumb: storedUpload().nullable().optional(),
  caption: z.string(),
  likes: z.number().int(),
  /** Every comment of the post, oldest first (newest last). */
  comments: z.array(commentSchema),
  commentCount: z.number().int().optional(),
  isLiked: z.boolean(),
  isSaved: z.boolean(),
  isPinned: z.boolean().optional(),
  /** The event the photo belongs to (its album), or null. */
  event_id: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

/** A required text: missing, or blank after trimming, it says `required`. */
const requiredText = (required: string) => z.string({ error: required }).trim().min(1, required);

const captionSchema = requiredText('Caption is required').max(CAPTION_MAX, `Caption must be at most ${CAPTION_MAX} characters`);

/** POST /posts fields (multipart, or JSON when there is no image). `id` is the client's UUID (DECISIONS 10). */
export const createPostSchema = z.object({
  id: z.string().uuid().optional(),
  caption: captionSchema,
  /** The event the photo belongs to ("Which moment?"): an existing event, or none. */
  event_id: z.string().uuid('not an event id.').optional(),
});

/** POST /posts/{id}/like: `{ liked }` sets the state; an empty body toggles (DECISIONS 7). */
export const likeSchema = z.object({ liked: z.boolean().optional() });
export const likeResultSchema = z.object({ liked: z.boolean(), likes: z.number().int() });
export type LikeResult = z.infer<typeof likeResultSchema>;

export const createCommentSchema = z.object({
  id: z.string().uuid().optional(),
  text: requiredText('Comment text is required').max(COMMENT_MAX, `Comments must be at most ${COMMENT_MAX} characters`),
});

export const pinResultSchema = z.object({ id: z.string(), isPinned: z.boolean() });

/**
 * The `?before=` cursor of GET /posts: the creation time and id of the last post already held.
 * Pinned posts come on the first page only, so the cursor is taken from the last unpinned post.
 */
export function postCursor(post: Pick<Post, 'createdAt' | 'id'>): string {
  return `${post.createdAt}_${post.id}`;
}

export function parsePostCursor(cursor: string): { createdAt: string; id: string } | null {
  const at = cursor.lastIndexOf('_');
  if (at <= 0) return null;
  const createdAt = cursor.slice(0, at);
  const id = cursor.slice(at + 1);
  if (!inTimeRange(Date.parse(createdAt)) || !z.string().uuid().safeParse(id).success) return null;
  return { createdAt, id };
}
