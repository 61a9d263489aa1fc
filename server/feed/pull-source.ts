import { comments, postLikes, posts, tombstones, touchPrunes, touches, users } from '../db/schema/index.js';
import { tablesOf } from '../db/table-changes.js';
import { postSchema } from '../../contracts/feed.js';
import { deletedFrom, type PullSource } from '../replication/source.js';
import { changedPosts, firstPagePosts } from './repository.js';

/** The feed: at first the pinned posts and the newest page with their comments; then every post created, liked, commented or pinned since. */
export const postsSource: PullSource = {
  table: 'posts',
  tables: tablesOf(posts, postLikes, comments, users, touches, touchPrunes, tombstones),
  rows: postSchema,
  load: (db, user, since) => (since.full ? firstPagePosts(db, user.id) : changedPosts(db, user.id, since)),
  deleted: deletedFrom('posts'),
};
