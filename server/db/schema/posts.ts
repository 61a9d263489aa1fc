import { boolean, pgTable, primaryKey, text, index } from 'drizzle-orm/pg-core';
import { createdAt, id, parentId, stamps, updatedIndex } from './columns.js';
import { ownerId } from './users.js';

export const posts = pgTable(
  'posts',
  {
    /** Client-generated when the post was made offline (DECISIONS 10). */
    id: id(),
    userId: ownerId(),
    caption: text('caption').notNull(),
    imageUrl: text('image_url'),
    thumbUrl: text('thumb_url'),
    isPinned: boolean('is_pinned').notNull().default(false),
    ...stamps(),
  },
  (t) => [index('posts_created_idx').on(t.createdAt), updatedIndex('posts', t)],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: parentId('post_id', () => posts.id),
    userId: ownerId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const comments = pgTable('comments', {
  id: id(),
  postId: parentId('post_id', () => posts.id),
  userId: ownerId(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});
