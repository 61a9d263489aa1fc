import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageSchema, messagesDeltaSchema, sendMessageSchema } from '../../contracts/chat.js';
import { messages, tombstones } from '../db/schema/index.js';
import { noticeNewMessage } from '../notifications/camp-notices.js';
import { canPost, memberAccess, messagesTombstone, type ConversationAccess } from './chat-access.js';
import { messageOut, messagesWithSender } from './repository.js';
import { conflict, forbidden, notFound } from '../http/errors.js';
import { answers, idParams, successAnswer } from '../http/route-schemas.js';
import { typedRoutes } from '../http/route-input.js';

/** `?since=` is a cursor this server gave out, or '0' for everything. */
const sinceSchema = z.object({ since: z.union([z.literal('0'), z.string().datetime({ offset: true })]).optional() });
const messageParams = z.object({ id: z.string(), messageId: z.string() });
/** A delta cursor overlaps the last few seconds, so rows committed late are not missed (replays are harmless). */
const CURSOR_OVERLAP_MS = 5000;

/** Messages of a conversation (SPEC §7 Chat): list with read marking, send, delete. */
export default function messageRoutes(fastify: FastifyInstance): void {
  const app = typedRoutes(fastify);
  const { db, hub } = app.ctx;
  const tags = ['chat'];

  /** Marks messages by others as read by this member and tells the members; reading with nothing new writes nothing. */
  async function markRead({ user, conversation, members }: ConversationAccess): Promise<void> {
    const unread = and(eq(messages.conversationId, conversation.id), ne(messages.senderId, user.id), isNull(messages.readAt));
    if ((await db.select({ id: messages.id }).from(messages).where(unread).limit(1)).length === 0) return;
    const read = await db
      .update(messages)
      .set({ readAt: new Date() })
      .where(and(eq(messages.conversationId, conversation.id), ne(messages.senderId, user.id), isNull(messages.readAt)))
      .returning({ id: messages.id, readAt: messages.readAt });
    const readAt = read[0]?.readAt;
    if (!readAt) return;
    await hub.send(members, {
      type: 'messages_read',
      conversation_id: conversation.id,
      message_ids: read.map((r) => r.id),
      read_at: readAt.toISOString(),
      reader_id: user.id,
    });
  }

  async function isDeleted(conversationId: string, messageId: string): Promise<boolean> {
    const where = and(eq(tombstones.entity, messagesTombstone(conversationId)), eq(tombstones.entityId, messageId));
    return (await db.select().from(tombstones).where(where).limit(1)).length > 0;
  }

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        params: idParams,
        querystring: sinceSchema,
        response: answers({ 200: z.union([z.array(messageSchema), messagesDeltaSchema]) }),
      },
    },
    async (request) => {
      const { since } = request.query;
      const access = await memberAccess(fastify, request, request.params.id);
      await markRead(access);
      const inConversation = eq(messages.conversationId, access.conversation.id);
      if (!since) return messagesWithSender(db, inConversation);
      const cursor = new Date(Date.now() - CURSOR_OVERLAP_MS).toISOString();
      const after = new Date(since === '0' ? 0 : since);
      const items = await messagesWithSender(db, and(inConversation, or(gt(messages.createdAt, after), gt(messages.readAt, after))));
      const gone = await db
        .select({ id: tombstones.entityId })
        .from(tombstones)
        .where(and(eq(tombstones.entity, messagesTombstone(access.conversation.id)), gt(tombstones.deletedAt, after)));
      return { items, deleted: gone.map((g) => g.id), cursor };
    },
  );

  app.post(
    '/conversations/:id/read',
    { schema: { tags, params: idParams, response: answers({ 200: successAnswer }) } },
    async (request) => {
      await markRead(await memberAccess(fastify, request, request.params.id));
      return { success: true };
    },
  );

  app.post(
    '/conversations/:id/messages',
    { schema: { tags, params: idParams, body: sendMessageSchema, response: answers({ 200: messageSchema, 201: messageSchema }) } },
    async (request, reply) => {
      const body = request.body;
      const access = await memberAccess(fastify, request, request.params.id);
      const { user, conversation, members } = access;
      if (!canPost(access)) throw forbidden('Only organizers, administrators and its creator can post in this broadcast.');
      if (body.id && (await isDeleted(conversation.id, body.id))) throw conflict('This message was deleted.');
      // At least 1 ms after the conversation's last message: messages sent in a burst (a reconnect) keep
      // their order even where times are read at millisecond precision (JSON, the phone's cache).
      // Read from the messages' own index: no row every sender in the conversation must update.
      const createdAt = sql`greatest(now(), (select max(${messages.createdAt}) from ${messages} where ${messages.conversationId} = ${conversation.id}) + interval '1 millisecond')`;
      const [row] = await db
        .insert(messages)
        .values({
          ...(body.id ? { id: body.id } : {}),
          conversationId: conversation.id,
          senderId: user.id,
          content: body.content,
          type: body.type,
          createdAt,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        // A replay of a message already stored (the client's id): answer with the stored row.
        const [existing] = await db
          .select()
          .from(messages)
          .where(eq(messages.id, body.id ?? ''))
          .limit(1);
        if (!existing || existing.conversationId !== conversation.id || existing.senderId !== user.id)
          throw conflict('This message id is already in use.');
        return reply.code(200).send(messageOut(existing, user));
      }
      const message = messageOut(row, user);
      await hub.send(members, { type: 'new_message', conversation_id: conversation.id, message });
      await noticeNewMessage(app.ctx, conversation, members, user);
      return reply.code(201).send(message);
    },
  );

  app.delete(
    '/conversations/:id/messages/:messageId',
    { schema: { tags, params: messageParams, response: answers({ 200: successAnswer }) } },
    async (request) => {
      const { user, conversation, members } = await memberAccess(fastify, request, request.params.id);
      const messageId = request.params.messageId;
      const where = and(eq(messages.id, messageId), eq(messages.conversationId, conversation.id));
      const [message] = z.string().uuid().safeParse(messageId).success ? await db.select().from(messages).where(where).limit(1) : [];
      if (!message) {
        if (await isDeleted(conversation.id, messageId)) return { success: true };
        throw notFound('Message not found.');
      }
      if (message.senderId !== user.id) throw forbidden('You can only delete your own messages.');
      await db.transaction(async (tx) => {
        await tx.delete(messages).where(where);
        await tx
          .insert(tombstones)
          .values({ entity: messagesTombstone(conversation.id), entityId: messageId })
          .onConflictDoNothing();
      });
      await hub.send(members, { type: 'message_deleted', conversation_id: conversation.id, message_id: messageId });
      return { success: true };
    },
  );
}
