import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  commentSchema,
  createCommentSchema,
  createPostSchema,
  likeResultSchema,
  likeSchema,
  parsePostCursor,
  pinResultSchema,
  postSchema,
  POSTS_PAGE_SIZE,
} from '../../contracts/feed.js';
import type { Db } from '../db/client.js';
import { comments, postLikes, posts } from '../db/schema/index.js';
import { changedOrTouched, deltaOf, parseSince, recordDeletion, recordTouch } from '../replication/delta.js';
import { sendWithEtag } from '../http/etag.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { removeImages, storeImage } from '../storage/images.js';
import { feedFirstPage } from './feed-page.js';
import { commentView, selectPost, selectPosts } from './post-views.js';
import { validate } from '../http/validate.js';
import { answers, idParams, listOrDelta, messageAnswer, sinceQuery } from '../http/route-schemas.js';
import { requireRole, requireUser } from '../auth/authenticate.js';
import { typedRoutes } from '../http/route-input.js';
import { readForm } from '../storage/uploads.js';

/** The post of the `:id` parameter, or a 404 (also for ids that are not UUIDs, such as the app's samples). */
async function findPost(db: Db, { id }: { id: string }) {
  if (!z.string().uuid().safeParse(id).success) throw notFound('Post not found.');
  const [post] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  if (!post) throw notFound('Post not found.');
  return post;
}

/** Likes and comments live in their own tables: noting the post as changed sends it in the next delta pull. */
async function touchPost(db: Db, id: string): Promise<void> {
  await recordTouch(db, 'posts', id);
}

async function deletePost(app: FastifyInstance, post: typeof posts.$inferSelect) {
  await app.ctx.db.delete(posts).where(eq(posts.id, post.id));
  await recordDeletion(app.ctx.db, 'posts', [post.id]);
  await removeImages(app.ctx.images, [post.imageUrl, post.thumbUrl]);
  return { message: 'Post deleted' };
}

/** The feed (SPEC §7 "Feed, posts"; DECISIONS 7, 10, 12 and "Photos"). */
const feedQuery = sinceQuery.extend({
  before: z
    .string()
    .optional()
    .meta({
      description: 'The feed position of the last post held (older posts come next)',
      examples: ['2026-07-01T10:00:00.000Z_00000000-0000-4000-8000-000000000000'],
    }),
});
/** The post form: multipart with an optional photo, or JSON without one. */
const postForm = createPostSchema.extend({ photo: z.file().optional().describe('An image of at most 10MB') });

export default function postsRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { db } = app.ctx;
  const tags = ['posts'];
  const onePost = { tags, params: idParams };

  const firstPage = (viewerId: string) => feedFirstPage(db, viewerId);

  // An ETag lets a phone that already holds the page get an empty 304 on reconnect. With ?since= the
  // answer is a delta (DECISIONS 11): posts created, liked, commented or pinned since, and deleted ids;
  // since=0 starts with the first page (older posts come with ?before=).
  app.get(
    '/posts',
    { schema: { tags, querystring: feedQuery, response: answers({ 200: listOrDelta(postSchema) }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const since = parseSince(request.query);
      if (since) {
        const items = since.full
          ? await firstPage(user.id)
          : await selectPosts(db, user.id, changedOrTouched(posts.updatedAt, posts.id, 'posts', since));
        return sendWithEtag(request, reply, await deltaOf(db, 'posts', since, items));
      }
      const { before } = request.query;
      if (!before) return sendWithEtag(request, reply, await firstPage(user.id));
      const cursor = parsePostCursor(before);
      if (!cursor) throw badRequest('Invalid request. before: not a feed position.');
      const at = new Date(cursor.createdAt);
      const older = or(lt(posts.createdAt, at), and(eq(posts.createdAt, at), lt(posts.id, cursor.id)));
      return sendWithEtag(
        request,
        reply,
        await selectPosts(db, user.id, and(eq(posts.isPinned, false), older), { limit: POSTS_PAGE_SIZE }),
      );
    },
  );

  app.post(
    '/posts',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        body: postForm,
        response: answers({ 200: postSchema, 201: postSchema }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const form = await readForm(request);
      const input = validate(createPostSchema, form.fields);
      if (input.id) {
        const [existing] = await db.select().from(posts).where(eq(posts.id, input.id)).limit(1);
        if (existing && existing.userId !== user.id) throw conflict('This post id is already taken.');
        if (existing) return reply.status(200).send(await selectPost(db, user.id, existing.id));
      }
      const image = form.file ? await storeImage(app.ctx.images, 'posts', form.file.bytes) : null;
      // Millisecond timestamps keep the feed cursor (an ISO string) exact.
      const values = {
        userId: user.id,
        caption: input.caption,
        imageUrl: image?.url ?? null,
        thumbUrl: image?.thumbUrl ?? null,
        createdAt: new Date(),
      };
      const [row] = await db
        .insert(posts)
        .values(input.id ? { ...values, id: input.id } : values)
        .onConflictDoNothing()
        .returning();
      if (!row) await removeImages(app.ctx.images, [image?.url ?? null, image?.thumbUrl ?? null]);
      const post = await selectPost(db, user.id, row?.id ?? input.id ?? '');
      if (!post || post.user.id !== user.id) throw conflict('This post id is already taken.');
      return reply.status(row ? 201 : 200).send(post);
    },
  );

  app.delete('/posts/:id', { schema: { ...onePost, response: answers({ 200: messageAnswer }) } }, async (request) => {
    const user = requireUser(request);
    const post = await findPost(db, request.params);
    if (post.userId !== user.id) throw forbidden('You can only delete your own posts.');
    return deletePost(fastify, post);
  });

  app.delete('/admin/posts/:id', { schema: { ...onePost, response: answers({ 200: messageAnswer }) } }, async (request) => {
    requireRole(request, 'admin');
    return deletePost(fastify, await findPost(db, request.params));
  });

  app.post(
    '/posts/:id/like',
    { schema: { ...onePost, body: likeSchema, response: answers({ 200: likeResultSchema }) } },
    async (request) => {
      const user = requireUser(request);
      const post = await findPost(db, request.params);
      const { liked } = request.body;
      const mine = and(eq(postLikes.postId, post.id), eq(postLikes.userId, user.id));
      const [current] = await db.select({ postId: postLikes.postId }).from(postLikes).where(mine).limit(1);
      const target = liked ?? !current;
      if (target && !current) await db.insert(postLikes).values({ postId: post.id, userId: user.id }).onConflictDoNothing();
      if (!target && current) await db.delete(postLikes).where(mine);
      if (target !== Boolean(current)) await touchPost(db, post.id);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(postLikes)
        .where(eq(postLikes.postId, post.id));
      return { liked: target, likes: Number(count?.n ?? 0) };
    },
  );

  app.post(
    '/posts/:id/comments',
    { schema: { ...onePost, body: createCommentSchema, response: answers({ 200: commentSchema, 201: commentSchema }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const post = await findPost(db, request.params);
      const input = request.body;
      const values = { postId: post.id, userId: user.id, text: input.text, createdAt: new Date() };
      const [row] = await db
        .insert(comments)
        .values(input.id ? { ...values, id: input.id } : values)
        .onConflictDoNothing()
        .returning();
      if (row) {
        await touchPost(db, post.id);
        return reply.status(201).send(commentView(row, user));
      }
      const [existing] = await db
        .select()
        .from(comments)
        .where(eq(comments.id, input.id ?? ''))
        .limit(1);
      if (!existing || existing.userId !== user.id) throw conflict('This comment id is already taken.');
      return reply.status(200).send(commentView(existing, user));
    },
  );

  const setPinned = (isPinned: boolean) => async (request: Parameters<typeof requireUser>[0] & { params: { id: string } }) => {
    requireRole(request, 'admin');
    const post = await findPost(db, request.params);
    await db
      .update(posts)
      .set({ isPinned, updatedAt: sql`now()` })
      .where(eq(posts.id, post.id));
    return { id: post.id, isPinned };
  };
  const pin = { schema: { ...onePost, response: answers({ 200: pinResultSchema }) } };
  app.post('/posts/:id/pin', pin, setPinned(true));
  app.delete('/posts/:id/pin', pin, setPinned(false));
}
