import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageSchema, messagesDeltaSchema, sendMessageSchema } from '../../contracts/chat.js';
import { noticeNewMessage } from '../notifications/camp-notices.js';
import { canPost, memberAccess, type ConversationAccess } from './chat-access.js';
import {
  deleteMessage,
  insertMessage,
  isMessageDeleted,
  markRead,
  messageIn,
  messageOut,
  messageRow,
  messagesDeletedAfter,
  messagesOf,
} from './repository.js';
import { conflict, forbidden, notFound } from '../http/errors.js';
import { answers, idParams, successAnswer } from '../http/route-schemas.js';
import { requireUser } from '../auth/authenticate.js';
import { created, ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';

/** `?since=` is a cursor this server gave out, or '0' for everything. */
const sinceSchema = z.object({ since: z.union([z.literal('0'), z.string().datetime({ offset: true })]).optional() });
const messageParams = z.object({ id: z.string(), messageId: z.string() });
/** A delta cursor overlaps the last few seconds, so rows committed late are not missed (replays are harmless). */
const CURSOR_OVERLAP_MS = 5000;

/** Messages of a conversation (SPEC §7 Chat): list with read marking, send, delete. */
export default function messageRoutes(fastify: FastifyInstance): void {
  const { app, command, tags, db, hub } = routeGroup(fastify, 'chat');

  /** Marks messages by others as read by this member and tells the members; reading with nothing new writes nothing. */
  async function markReadAndTell({ user, conversation, members }: ConversationAccess): Promise<void> {
    const read = await markRead(db, conversation.id, user.id);
    if (!read) return;
    await hub.send(members, {
      type: 'messages_read',
      conversation_id: conversation.id,
      message_ids: read.ids,
      read_at: read.readAt.toISOString(),
      reader_id: user.id,
    });
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
      const access = await memberAccess(db, requireUser(request), request.params.id);
      await markReadAndTell(access);
      if (!since) return messagesOf(db, access.conversation.id);
      const cursor = new Date(Date.now() - CURSOR_OVERLAP_MS).toISOString();
      const after = new Date(since === '0' ? 0 : since);
      const items = await messagesOf(db, access.conversation.id, after);
      const deleted = await messagesDeletedAfter(db, access.conversation.id, after);
      return { items, deleted, cursor };
    },
  );

  command.post(
    '/conversations/:id/read',
    { tags, params: idParams, response: answers({ 200: successAnswer }) },
    async ({ user, params }) => {
      await markReadAndTell(await memberAccess(db, user, params.id));
      return ok({ success: true });
    },
  );

  command.post(
    '/conversations/:id/messages',
    { tags, params: idParams, body: sendMessageSchema, response: answers({ 200: messageSchema, 201: messageSchema }) },
    async ({ user: caller, params, body }) => {
      const input = body();
      const access = await memberAccess(db, caller, params.id);
      const { user, conversation, members } = access;
      if (!canPost(access)) throw forbidden('broadcast_post_forbidden');
      if (input.id && (await isMessageDeleted(db, conversation.id, input.id))) throw conflict('message_deleted');
      const row = await insertMessage(db, {
        ...(input.id ? { id: input.id } : {}),
        conversationId: conversation.id,
        senderId: user.id,
        content: input.content,
        type: input.type,
      });
      if (!row) {
        // A replay of a message already stored (the client's id): answer with the stored row.
        const existing = await messageRow(db, input.id ?? '');
        if (!existing || existing.conversationId !== conversation.id || existing.senderId !== user.id) throw conflict('message_id_taken');
        return ok(messageOut(existing, user));
      }
      const message = messageOut(row, user);
      await hub.send(members, { type: 'new_message', conversation_id: conversation.id, message });
      await noticeNewMessage(fastify.ctx, conversation, members, user);
      return created(message);
    },
  );

  command.delete(
    '/conversations/:id/messages/:messageId',
    { tags, params: messageParams, response: answers({ 200: successAnswer }) },
    async ({ user: caller, params }) => {
      const { user, conversation, members } = await memberAccess(db, caller, params.id);
      const { messageId } = params;
      const message = z.string().uuid().safeParse(messageId).success ? await messageIn(db, conversation.id, messageId) : undefined;
      if (!message) {
        if (await isMessageDeleted(db, conversation.id, messageId)) return ok({ success: true });
        throw notFound('message_not_found');
      }
      if (message.senderId !== user.id) throw forbidden('own_messages_only');
      await deleteMessage(db, conversation.id, messageId);
      await hub.send(members, { type: 'message_deleted', conversation_id: conversation.id, message_id: messageId });
      return ok({ success: true });
    },
  );
}
