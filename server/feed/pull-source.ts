import { eq } from 'drizzle-orm';
import { POSTS_PAGE_SIZE } from '../../contracts/feed.js';
import { posts } from '../db/schema/index.js';
import { changedOrTouched } from '../replication/delta.js';
import { selectPosts } from './post-views.js';
import { deletedFrom, type PullSource } from '../replication/source.js';

/** The feed: at first the pinned posts and the newest page with their comments; then every post created, liked, commented or pinned since. */
export const postsSource: PullSource = {
  table: 'posts',
  async load(db, user, since) {
    if (!since.full) return selectPosts(db, user.id, changedOrTouched(posts.updatedAt, posts.id, 'posts', since));
    return [
      ...(await selectPosts(db, user.id, eq(posts.isPinned, true), { pinnedFirst: true })),
      ...(await selectPosts(db, user.id, eq(posts.isPinned, false), { limit: POSTS_PAGE_SIZE })),
    ];
  },
  deleted: deletedFrom('posts'),
};
