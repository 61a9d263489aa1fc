/** Reads posts and comments in the shape of SPEC §3 (Post, Comment) for one viewer. */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Comment, Post, PostAuthor } from '../../contracts/feed.js';
import type { Db } from '../db/client.js';
import { comments, postLikes, posts, users } from '../db/schema/index.js';

type UserRow = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email' | 'avatarUrl'>;

const authorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  avatarUrl: users.avatarUrl,
};

export function authorView(u: UserRow): PostAuthor {
  return {
    id: u.id,
    name: `${u.firstName} ${u.lastName}`.trim(),
    avatar: u.avatarUrl,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
  };
}

export function commentView(c: { id: string; postId: string; text: string; createdAt: Date }, author: UserRow): Comment {
  return { id: c.id, post_id: c.postId, user: authorView(author), text: c.text, createdAt: c.createdAt.toISOString() };
}

/** Posts matching `where`, newest first (pinned first when asked), with counts, the viewer's like and every comment. */
export async function selectPosts(
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
      createdAt: post.createdAt.toISOString(),
    };
  });
}

export async function selectPost(db: Db, viewerId: string, id: string): Promise<Post | undefined> {
  const [post] = await selectPosts(db, viewerId, and(eq(posts.id, id)));
  return post;
}
