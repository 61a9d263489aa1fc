import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageSchema, messagesDeltaSchema, reactionSummaries, sendMessageSchema } from '../../contracts/chat.js';
import { chatCommands } from '../../contracts/chat-commands.js';
import { noticeNewMessage } from '../notifications/camp-notices.js';
import { canPost, memberAccess, type ConversationAccess } from './chat-access.js';
import {
  deleteMessage,
  insertMessage,
  isMessageDeleted,
  markRead,
  madeMessageOut,
  messageIdState,
  messageIn,
  messageOut,
  messageRow,
  messagesDeletedAfter,
  messagesOf,
  reactionUsers,
  replyTarget,
  setReaction,
} from './repository.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { validate } from '../http/validate.js';
import { removeImages, storeImage } from '../storage/images.js';
import { answers, idParams } from '../http/route-schemas.js';
import { requireUser } from '../auth/authenticate.js';
import { created, ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';

/** `?since=` is a cursor this server gave out, or '0' for everything. */
const sinceSchema = z.object({ since: z.union([z.literal('0'), z.string().datetime({ offset: true })]).optional() });
/** The message form: JSON, or multipart with an optional photo (then `content` is its optional caption). */
const sendForm = sendMessageSchema.extend({ image: z.file().optional().describe('An image of at most 10MB') });
/** A delta cursor overlaps the last few seconds, so rows committed late are not missed (replays are harmless). */
const CURSOR_OVERLAP_MS = 5000;

/** Messages of a conversation (SPEC §7 Chat): list with read marking, send, delete. */
export default function messageRoutes(fastify: FastifyInstance): void {
  const { app, command, tags, db, hub, images } = routeGroup(fastify, 'chat');

  /**
   * Marks messages by others as read by this member and tells the members; reading with nothing new writes nothing.
   * Answers whose readable data changed: the reader's (unread counts), and the senders of messages read for the first time.
   * `madeAt`: when a camp hub made the read, for one it sent up (the receipts keep that moment).
   */
  async function markReadAndTell({ user, conversation, members }: ConversationAccess, madeAt?: Date): Promise<string[]> {
    const read = await markRead(db, conversation.id, user.id, madeAt);
    if (!read) return [];
    // One event per moment of reading: a read made at camp tells the moment each message was read there.
    const moments = read.reads.length > 0 ? read.reads : [{ ids: [], at: read.readAt }];
    for (const { ids, at } of moments)
      await hub.send(members, {
        type: 'messages_read',
        conversation_id: conversation.id,
        message_ids: ids,
        read_at: at.toISOString(),
        reader_id: user.id,
      });
    return [user.id, ...read.senders];
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
      // Opening a conversation reads it, as POST .../read does (a camp hub journals it as that command), and pokes the same phones.
      const read = await fastify.commands.writeOnRead(
        chatCommands.read.name,
        { user: access.user, params: { id: access.conversation.id } },
        async () => {
          const concerns = await markReadAndTell(access);
          return concerns.length > 0 ? ok({ success: true }, concerns) : undefined;
        },
      );
      fastify.ctx.poke(read?.concerns ?? []);
      if (!since) return messagesOf(db, access.user.id, access.conversation.id);
      const cursor = new Date(Date.now() - CURSOR_OVERLAP_MS).toISOString();
      const after = new Date(since === '0' ? 0 : since);
      const items = await messagesOf(db, access.user.id, access.conversation.id, after);
      const deleted = await messagesDeletedAfter(db, access.conversation.id, after);
      return { items, deleted, cursor };
    },
  );

  command.declared(chatCommands.read, { tags }, async ({ user, params, madeAt }) => {
    // A read changes the reader's unread counts and, for messages read for the first time, their senders' receipts.
    return ok({ success: true }, await markReadAndTell(await memberAccess(db, user, params.id), madeAt));
  });

  command.declared(chatCommands['message.send'], { tags, form: sendForm }, async ({ user: caller, params, form }) => {
    const { fields, file } = await form();
    const input = validate(sendMessageSchema, fields);
    const access = await memberAccess(db, caller, params.id);
    const { user, conversation, members } = access;
    if (!canPost(access)) throw forbidden('broadcast_post_forbidden');
    if (input.type === 'image' && !file) throw badRequest('image_required');
    if (!file && !input.content) throw badRequest('message_empty');
    const given = input.id ? await messageIdState(db, conversation.id, input.id) : undefined;
    if (given?.deleted) throw conflict('message_deleted');
    if (input.reply_to_id && !(await replyTarget(db, conversation.id, input.reply_to_id))) throw badRequest('reply_not_here');
    const replay = given?.stored;
    if (replay) {
      // A replay of a message already stored (the client's id): answer with the stored row.
      if (replay.conversationId !== conversation.id || replay.senderId !== user.id) throw conflict('message_id_taken');
      return ok(await messageOut(db, user.id, replay.id), members);
    }
    const image = file ? await storeImage(images, 'messages', file) : null;
    const row = await insertMessage(db, {
      ...(input.id ? { id: input.id } : {}),
      conversationId: conversation.id,
      senderId: user.id,
      content: input.content,
      type: image ? 'image' : 'text',
      replyToId: input.reply_to_id ?? null,
      imageUrl: image?.url ?? null,
      thumbUrl: image?.thumbUrl ?? null,
    });
    if (!row) {
      // Stored meanwhile by a concurrent replay: that copy is the message.
      await removeImages(images, [image?.url ?? null, image?.thumbUrl ?? null]);
      const existing = await messageRow(db, input.id ?? '');
      if (!existing || existing.conversationId !== conversation.id || existing.senderId !== user.id) throw conflict('message_id_taken');
      return ok(await messageOut(db, user.id, existing.id), members);
    }
    const message = await madeMessageOut(db, user.id, row.id);
    await hub.send(members, { type: 'new_message', conversation_id: conversation.id, message });
    await noticeNewMessage(fastify.ctx, conversation, members, user);
    return created(message, members);
  });

  command.declared(chatCommands['message.react'], { tags }, async ({ user: caller, params, body }) => {
    const { emoji, on } = body();
    const { user, conversation, members } = await memberAccess(db, caller, params.id);
    const { messageId } = params;
    const message = z.string().uuid().safeParse(messageId).success ? await messageIn(db, conversation.id, messageId) : undefined;
    if (!message) throw notFound((await isMessageDeleted(db, conversation.id, messageId)) ? 'message_deleted' : 'message_not_found');
    const changed = await setReaction(db, message.id, user.id, emoji, on);
    const reactions = await reactionUsers(db, message.id);
    if (changed)
      await hub.send(members, { type: 'reactions_changed', conversation_id: conversation.id, message_id: message.id, reactions });
    return ok({ message_id: message.id, reactions: reactionSummaries(reactions, user.id) }, members);
  });

  command.declared(chatCommands['message.delete'], { tags }, async ({ user: caller, params }) => {
    const { user, conversation, members } = await memberAccess(db, caller, params.id);
    const { messageId } = params;
    const message = z.string().uuid().safeParse(messageId).success ? await messageIn(db, conversation.id, messageId) : undefined;
    if (!message) {
      if (await isMessageDeleted(db, conversation.id, messageId)) return ok({ success: true }, members);
      throw notFound('message_not_found');
    }
    if (message.senderId !== user.id) throw forbidden('own_messages_only');
    await deleteMessage(db, conversation.id, messageId);
    await removeImages(images, [message.imageUrl, message.thumbUrl]);
    await hub.send(members, { type: 'message_deleted', conversation_id: conversation.id, message_id: messageId });
    return ok({ success: true }, members);
  });
}
