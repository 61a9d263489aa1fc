import { boolean, pgTable, primaryKey, text, index } from 'drizzle-orm/pg-core';
import { createdAt, id, linkId, parentId, stamps, updatedIndex } from './columns.js';
import { events } from './events.js';
import { ownerId } from './profile.js';

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
    /** The event the photo belongs to (its album), if any. */
    eventId: linkId('event_id', () => events.id),
    ...stamps(),
  },
  (t) => [index('posts_created_idx').on(t.createdAt), index('posts_event_idx').on(t.eventId), updatedIndex('posts', t)],
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
