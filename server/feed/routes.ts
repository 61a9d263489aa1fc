import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createPostSchema, parsePostCursor, pinResultSchema, postSchema } from '../../contracts/feed.js';
import { feedCommands } from '../../contracts/feed-commands.js';
import type { Db } from '../db/client.js';
import { deltaOf, parseSince } from '../replication/delta.js';
import { sendWithEtag } from '../http/etag.js';
import { badRequest, conflict, forbidden, invalidRequest, notFound } from '../http/errors.js';
import { removeImages, storeImage } from '../storage/images.js';
import { feedFirstPage } from './feed-page.js';
import {
  addComment,
  changedPosts,
  commentRow,
  commentView,
  deletePost,
  eventTitle,
  insertPost,
  olderPosts,
  postById,
  postRow,
  setLike,
  setPinned,
  type PostRow,
} from './repository.js';
import { validate } from '../http/validate.js';
import { answers, idParams, listOrDelta, sinceQuery } from '../http/route-schemas.js';
import { checkRole, requireUser, type AuthUser } from '../auth/authenticate.js';
import { carrying, created, ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';

/** The post of the `:id` parameter, or a 404 (also for ids that are not UUIDs, such as the app's samples). */
async function findPost(db: Db, { id }: { id: string }) {
  if (!z.string().uuid().safeParse(id).success) throw notFound('post_not_found');
  const post = await postRow(db, id);
  if (!post) throw notFound('post_not_found');
  return post;
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
  const { app, command, tags, db, images } = routeGroup(fastify, 'posts');
  const onePost = { tags, params: idParams };

  async function removePost(post: PostRow) {
    await deletePost(db, post.id);
    await removeImages(images, [post.imageUrl, post.thumbUrl]);
    return { message: 'Post deleted' };
  }

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
        const items = since.full ? await firstPage(user.id) : await changedPosts(db, user.id, since);
        return sendWithEtag(request, reply, await deltaOf(db, 'posts', since, items));
      }
      const { before } = request.query;
      if (!before) return sendWithEtag(request, reply, await firstPage(user.id));
      const cursor = parsePostCursor(before);
      if (!cursor) throw invalidRequest('before: not a feed position.');
      return sendWithEtag(request, reply, await olderPosts(db, user.id, cursor));
    },
  );

  command.declared(feedCommands['post.create'], { tags, form: postForm }, async ({ user, form }) => {
    const { fields, file } = await form();
    const input = validate(createPostSchema, fields);
    if (input.id) {
      const existing = await postRow(db, input.id);
      if (existing && existing.userId !== user.id) throw conflict('post_id_taken');
      if (existing) return ok(await postById(db, user.id, existing.id));
    }
    if (input.event_id && (await eventTitle(db, input.event_id)) === undefined) throw badRequest('post_event_gone');
    const image = file ? await storeImage(images, 'posts', file) : null;
    // Millisecond timestamps keep the feed cursor (an ISO string) exact.
    const values = {
      userId: user.id,
      caption: input.caption,
      imageUrl: image?.url ?? null,
      thumbUrl: image?.thumbUrl ?? null,
      eventId: input.event_id ?? null,
      createdAt: new Date(),
    };
    const row = await insertPost(db, input.id ? { ...values, id: input.id } : values);
    if (!row) await removeImages(images, [image?.url ?? null, image?.thumbUrl ?? null]);
    const post = await postById(db, user.id, row?.id ?? input.id ?? '');
    if (!post || post.user.id !== user.id) throw conflict('post_id_taken');
    // A new post reads the same for everyone (nobody has liked or commented it): the poke carries it to every phone.
    return row ? carrying(created(post), { made: { posts: [post] } }) : ok(post);
  });

  command.declared(feedCommands['post.delete'], { tags }, async ({ user, params }) => {
    const post = await findPost(db, params);
    if (post.userId !== user.id) throw forbidden('own_posts_only');
    return ok(await removePost(post));
  });

  command.declared(feedCommands['post.remove'], { tags }, async ({ user, params }) => {
    checkRole(user, 'admin');
    return ok(await removePost(await findPost(db, params)));
  });

  command.declared(feedCommands.like, { tags }, async ({ user, params, body }) => {
    const post = await findPost(db, params);
    return ok(await setLike(db, post.id, user.id, body().liked));
  });

  command.declared(feedCommands['comment.create'], { tags }, async ({ user, params, body }) => {
    const post = await findPost(db, params);
    const input = body();
    const values = { postId: post.id, userId: user.id, text: input.text, createdAt: new Date() };
    const row = await addComment(db, input.id ? { ...values, id: input.id } : values);
    if (row) return created(commentView(row, user));
    const existing = await commentRow(db, input.id ?? '');
    // The same id on another post, or by someone else, names another comment.
    if (!existing || existing.userId !== user.id || existing.postId !== post.id) throw conflict('comment_id_taken');
    return ok(commentView(existing, user));
  });

  const pinTo =
    (isPinned: boolean) =>
    async ({ user, params }: { user: AuthUser; params: { id: string } }) => {
      checkRole(user, 'admin');
      const post = await findPost(db, params);
      await setPinned(db, post.id, isPinned);
      return ok({ id: post.id, isPinned });
    };
  const pin = { ...onePost, response: answers({ 200: pinResultSchema }) };
  command.post('/posts/:id/pin', pin, pinTo(true));
  command.delete('/posts/:id/pin', pin, pinTo(false));
}
