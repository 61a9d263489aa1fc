/**
 * The feed's first page (pinned posts, then the newest), built once per change stamp and kept in
 * memory, so a rush of campers opening the feed costs one small query each (the stamp) instead of
 * rebuilding posts, comments and like counts every time. Each camper's answer only adds whether they
 * liked each post, from the same snapshot.
 *
 * The stamp changes with every write the page shows: a post created, edited, pinned or deleted (a
 * checksum of the posts' ids and change stamps, and their count), a like or comment given or taken
 * back (the posts' touches ever made, kept and pruned, which only grow), likes or comments gone with
 * a camper (their counts), and an author's name or photo (a checksum of the people's change stamps).
 * A snapshot is read after its stamp, so it is never older than the stamp it is kept under.
 */
import type { Post } from '../../contracts/feed.js';
import type { Db } from '../db/client.js';
import { replacedCopies } from '../db/replaced-copies.js';
import { feedStamp, firstPagePosts, likersOf } from './repository.js';

/** No camper has this id: the snapshot's own `isLiked` is always false, each answer sets it. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

interface FeedPage {
  posts: Post[];
  /** Who liked each post of the page. */
  likedBy: Map<string, Set<string>>;
}

/** Per database (each test server has its own); the page being loaded is shared by concurrent readers. */
const pages = new WeakMap<Db, { stamp: string; loading: Promise<FeedPage> }>();

async function loadPage(db: Db): Promise<FeedPage> {
  const page = await firstPagePosts(db, NOBODY);
  const likedBy = new Map<string, Set<string>>(page.map((p) => [p.id, new Set<string>()]));
  const likes = await likersOf(
    db,
    page.map((p) => p.id),
  );
  for (const like of likes) likedBy.get(like.postId)?.add(like.userId);
  // Counts from the same read as the likers, so a camper's own like and the count always agree.
  return { likedBy, posts: page.map((p) => ({ ...p, likes: likedBy.get(p.id)?.size ?? 0 })) };
}

/** The first page of the feed for `viewerId`: pinned posts first, then the newest POSTS_PAGE_SIZE. */
export async function feedFirstPage(db: Db, viewerId: string): Promise<Post[]> {
  const stamp = `${replacedCopies()}:${await feedStamp(db)}`;
  let current = pages.get(db);
  if (current?.stamp !== stamp) {
    current = { stamp, loading: loadPage(db) };
    pages.set(db, current);
    current.loading.catch(() => pages.delete(db));
  }
  const page = await current.loading;
  return page.posts.map((p) => ({ ...p, isLiked: page.likedBy.get(p.id)?.has(viewerId) ?? false }));
}
