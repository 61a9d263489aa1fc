import { z } from 'zod';

export const postAuthorSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
});

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
  image: z.string().nullable(),
  thumb: z.string().nullable().optional(),
  caption: z.string(),
  likes: z.number().int(),
  comments: z.array(commentSchema),
  commentCount: z.number().int().optional(),
  isLiked: z.boolean(),
  isSaved: z.boolean(),
  isPinned: z.boolean().optional(),
  createdAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;
