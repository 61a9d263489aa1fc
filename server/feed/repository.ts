/** Every read and write of posts, comments and likes; reads in the shape of SPEC §3 (Post, Comment) for one viewer. */
import { and, asc, desc, eq, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { CAMP_TIME_ZONE } from '../../contracts/events-basics.js';
import { POSTS_PAGE_SIZE } from '../../contracts/feed-rules.js';
import { postAuthor, type Comment, type LikeResult, type Post, type PostAuthor } from '../../contracts/feed.js';
import type { AccountExport } from '../../contracts/profile-account.js';
import type { Db } from '../db/client.js';
import { distinct, idsWhere, type RemovePersonRows } from '../db/person-removal.js';
import { comments, events, postLikes, posts, touches, touchPrunes, users } from '../db/schema/index.js';
import { changedOrTouched, recordDeletion, recordTouch, recordTouches, type Since } from '../replication/delta.js';

export type PostRow = typeof posts.$inferSelect;
type CommentRow = typeof comments.$inferSelect;
type UserRow = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email' | 'avatarUrl'>;

const authorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  avatarUrl: users.avatarUrl,
};

const authorView = (u: UserRow): PostAuthor =>
  postAuthor({ id: u.id, first_name: u.firstName, last_name: u.lastName, email: u.email, avatar: u.avatarUrl });

export function commentView(c: Pick<CommentRow, 'id' | 'postId' | 'text' | 'createdAt'>, author: UserRow): Comment {
  return { id: c.id, post_id: c.postId, user: authorView(author), text: c.text, createdAt: c.createdAt.toISOString() };
}

/** Posts matching `where`, newest first (pinned first when asked), with counts, the viewer's like and every comment. */
async function selectPosts(
  db: Db,
  viewerId: string,
  where: SQL | undefined,
  opts: { limit?: number; pinnedFirst?: boolean } = {},
): Promise<Post[]> {
  const likes = sql<number>`(select count(*)::int from ${postLikes} where ${postLikes.postId} = ${posts.id})`;
  const liked = sql<boolean>`exists(select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId})`;
  const order = opts.pinnedFirst ? [desc(posts.isPinned), desc(posts.createdAt), desc(posts.id)] : [desc(posts.createdAt), desc(posts.id)];
  const base = db
    .select({ post: posts, author: authorColumns, likes, liked })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(where)
    .orderBy(...order);
  const rows = opts.limit ? await base.limit(opts.limit) : await base;
  if (rows.length === 0) return [];
  const commentRows = await db
    .select({ comment: comments, author: authorColumns })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(
      inArray(
        comments.postId,
        rows.map((r) => r.post.id),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const byPost = new Map<string, Comment[]>();
  for (const { comment, author } of commentRows) {
    const list = byPost.get(comment.postId) ?? [];
    list.push(commentView(comment, author));
    byPost.set(comment.postId, list);
  }
  return rows.map(({ post, author, likes: count, liked: isLiked }) => {
    const list = byPost.get(post.id) ?? [];
    return {
      id: post.id,
      user: authorView(author),
      image: post.imageUrl,
      thumb: post.thumbUrl,
      caption: post.caption,
      likes: Number(count),
      comments: list,
      commentCount: list.length,
      isLiked: Boolean(isLiked),
      isSaved: false,
      isPinned: post.isPinned,
      event_id: post.eventId,
      createdAt: post.createdAt.toISOString(),
    };
  });
}

/** The feed's first page for `viewerId`: every pinned post, then the newest POSTS_PAGE_SIZE others. */
export async function firstPagePosts(db: Db, viewerId: string): Promise<Post[]> {
  return [
    ...(await selectPosts(db, viewerId, eq(posts.isPinned, true), { pinnedFirst: true })),
    ...(await selectPosts(db, viewerId, eq(posts.isPinned, false), { limit: POSTS_PAGE_SIZE })),
  ];
}

/** Posts created, edited, pinned, liked or commented since `since` (a delta pull). */
export function changedPosts(db: Db, viewerId: string, since: Since): Promise<Post[]> {
  return selectPosts(db, viewerId, changedOrTouched(posts.updatedAt, posts.id, 'posts', since));
}

/** The next page of unpinned posts after the feed position `before` (the last post held). */
export function olderPosts(db: Db, viewerId: string, before: { createdAt: string; id: string }): Promise<Post[]> {
  const at = new Date(before.createdAt);
  const older = or(lt(posts.createdAt, at), and(eq(posts.createdAt, at), lt(posts.id, before.id)));
  return selectPosts(db, viewerId, and(eq(posts.isPinned, false), older), { limit: POSTS_PAGE_SIZE });
}

export async function postById(db: Db, viewerId: string, id: string): Promise<Post | undefined> {
  const [post] = await selectPosts(db, viewerId, and(eq(posts.id, id)));
  return post;
}

export async function postRow(db: Db, id: string): Promise<PostRow | undefined> {
  const [post] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  return post;
}

/** Stores a post (under the client's id when given); undefined when that id is already taken. */
export async function insertPost(
  db: Db,
  values: Pick<PostRow, 'userId' | 'caption' | 'imageUrl' | 'thumbUrl' | 'createdAt' | 'eventId'> & { id?: string },
): Promise<PostRow | undefined> {
  const [row] = await db.insert(posts).values(values).onConflictDoNothing().returning();
  return row;
}

/** The title of the event of this id (a post's album), or undefined when there is none. */
export async function eventTitle(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ title: events.title }).from(events).where(eq(events.id, id)).limit(1);
  return row?.title;
}

export interface ArchivePhoto {
  imageUrl: string;
  caption: string;
  author: string;
  createdAt: Date;
}

/**
 * The photos of the take-home download, oldest first: every post with a photo, as the feed shows them
 * to every camper, of one event, or of one camp day (YYYY-MM-DD on the camp's clock), or all.
 */
export async function archivePhotos(db: Db, filter: { eventId?: string; day?: string }): Promise<ArchivePhoto[]> {
  const campDay = sql`(${posts.createdAt} at time zone ${CAMP_TIME_ZONE})::date`;
  const rows = await db
    .select({
      imageUrl: posts.imageUrl,
      caption: posts.caption,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: posts.createdAt,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(
      and(
        isNotNull(posts.imageUrl),
        filter.eventId ? eq(posts.eventId, filter.eventId) : undefined,
        filter.day ? sql`${campDay} = ${filter.day}::date` : undefined,
      ),
    )
    .orderBy(asc(posts.createdAt), asc(posts.id));
  return rows.map((r) => ({
    imageUrl: r.imageUrl ?? '',
    caption: r.caption,
    author: `${r.firstName} ${r.lastName}`.trim(),
    createdAt: r.createdAt,
  }));
}

/** Deletes a post (its likes and comments go with it) and notes the deletion for delta pulls. */
export async function deletePost(db: Db, id: string): Promise<void> {
  await db.delete(posts).where(eq(posts.id, id));
  await recordDeletion(db, 'posts', [id]);
}

export async function setPinned(db: Db, id: string, isPinned: boolean): Promise<void> {
  await db
    .update(posts)
    .set({ isPinned, updatedAt: sql`now()` })
    .where(eq(posts.id, id));
}

/**
 * Sets `userId`'s like of the post (`liked` undefined toggles it) and answers the state and the count.
 * Likes live in their own table: noting the post as touched sends it in the next delta pull.
 */
export async function setLike(db: Db, postId: string, userId: string, liked: boolean | undefined): Promise<LikeResult> {
  const mine = and(eq(postLikes.postId, postId), eq(postLikes.userId, userId));
  const [current] = await db.select({ postId: postLikes.postId }).from(postLikes).where(mine).limit(1);
  const target = liked ?? !current;
  if (target && !current) await db.insert(postLikes).values({ postId, userId }).onConflictDoNothing();
  if (!target && current) await db.delete(postLikes).where(mine);
  if (target !== Boolean(current)) await recordTouch(db, 'posts', postId);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(postLikes)
    .where(eq(postLikes.postId, postId));
  return { liked: target, likes: Number(count?.n ?? 0) };
}

/** Stores a comment (under the client's id when given) and touches its post; undefined when that id is already taken. */
export async function addComment(
  db: Db,
  values: Pick<CommentRow, 'postId' | 'userId' | 'text' | 'createdAt'> & { id?: string },
): Promise<CommentRow | undefined> {
  const [row] = await db.insert(comments).values(values).onConflictDoNothing().returning();
  if (row) await recordTouch(db, 'posts', values.postId);
  return row;
}

export async function commentRow(db: Db, id: string): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return row;
}

/** Who liked each of the posts. */
export async function likersOf(db: Db, postIds: string[]): Promise<{ postId: string; userId: string }[]> {
  if (postIds.length === 0) return [];
  return db.select({ postId: postLikes.postId, userId: postLikes.userId }).from(postLikes).where(inArray(postLikes.postId, postIds));
}

/** The first page's change stamp: what it covers is told in feed-page.ts. */
export async function feedStamp(db: Db): Promise<string> {
  const checksum = (table: typeof posts | typeof users) =>
    sql`(select count(*) || ':' || coalesce(sum(hashtext(${table.id}::text || ${table.updatedAt}::text)), 0) from ${table})`;
  const touched = sql`((select count(*) from ${touches} where ${touches.entity} = 'posts') + coalesce((select ${touchPrunes.prunedCount} from ${touchPrunes} where ${touchPrunes.entity} = 'posts'), 0))`;
  const [row] = await db
    .select({
      stamp: sql<string>`${checksum(posts)} || '|' || (select count(*) from ${postLikes}) || '|' || (select count(*) from ${comments}) || '|' || ${touched} || '|' || ${checksum(users)}`,
    })
    .from(sql`(select 1) as one`);
  return row?.stamp ?? '';
}

/** The person's posts, comments and likes for their data export, each in the order it was made. */
export async function feedExport(db: Db, userId: string): Promise<Pick<AccountExport, 'posts' | 'comments' | 'likes'>> {
  const own = await db.select().from(posts).where(eq(posts.userId, userId)).orderBy(asc(posts.createdAt));
  const said = await db.select().from(comments).where(eq(comments.userId, userId)).orderBy(asc(comments.createdAt));
  const liked = await db.select().from(postLikes).where(eq(postLikes.userId, userId)).orderBy(asc(postLikes.createdAt));
  return {
    posts: own.map((p) => ({
      id: p.id,
      caption: p.caption,
      image_url: p.imageUrl,
      is_pinned: p.isPinned,
      created_at: p.createdAt.toISOString(),
    })),
    comments: said.map((c) => ({ id: c.id, post_id: c.postId, text: c.text, created_at: c.createdAt.toISOString() })),
    likes: liked.map((l) => ({ post_id: l.postId, created_at: l.createdAt.toISOString() })),
  };
}

/**
 * The feed's part of removing a person: their posts go (tombstones; their photos removed after the commit), and the
 * posts they liked or commented on are touched (a post carries its comments, so theirs leave with its next copy).
 */
export const removeFeedRows: RemovePersonRows = async (tx, { userId }) => {
  const own = await tx
    .select({ id: posts.id, imageUrl: posts.imageUrl, thumbUrl: posts.thumbUrl })
    .from(posts)
    .where(eq(posts.userId, userId));
  const ownIds = own.map((p) => p.id);
  const touched = distinct(
    [
      ...(await idsWhere(tx, comments.postId, eq(comments.userId, userId))),
      ...(await idsWhere(tx, postLikes.postId, eq(postLikes.userId, userId))),
    ],
    (id) => id,
  ).filter((id) => !ownIds.includes(id));
  return {
    tell: async () => {
      await recordDeletion(tx, 'posts', ownIds);
      await recordTouches(tx, 'posts', touched);
    },
    photos: own.flatMap((p) => [p.imageUrl, p.thumbUrl]),
  };
};
