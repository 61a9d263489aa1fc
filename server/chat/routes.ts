import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { conversationSchema } from '../../contracts/chat.js';
import { chatCommands } from '../../contracts/chat-commands.js';
import { canStartBroadcast, draftProblem } from '../../contracts/chat-rules.js';
import { memberAccess } from './chat-access.js';
import {
  approvedAmong,
  conversationById,
  conversationOut,
  conversationsOf,
  createConversation,
  directConversation,
  leaveConversation,
} from './repository.js';
import { answerSentences } from '../http/answer-sentences.js';
import { badRequest, conflict, forbidden } from '../http/errors.js';
import { answers, idParams } from '../http/route-schemas.js';
import { requireUser } from '../auth/authenticate.js';
import { created, ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';
import messageRoutes from './message-routes.js';

/** SPEC §7 Chat: conversations (this file) and their messages (message-routes.ts). */
export default function conversationRoutes(fastify: FastifyInstance): void {
  const { app, command, tags, db, hub } = routeGroup(fastify, 'chat');

  app.get('/conversations', { schema: { tags, response: answers({ 200: z.array(conversationSchema) }) } }, async (request) => {
    const user = requireUser(request);
    return conversationsOf(db, user.id);
  });

  app.get('/conversations/:id', { schema: { tags, params: idParams, response: answers({ 200: conversationSchema }) } }, async (request) => {
    const { user, conversation } = await memberAccess(db, requireUser(request), request.params.id);
    return conversationOut(db, user.id, conversation);
  });

  command.declared(chatCommands['conversation.create'], { tags }, async ({ user, body }) => {
    const input = body();
    const others = [...new Set(input.member_ids)].filter((id) => id !== user.id);
    const name = input.name?.trim() || null;
    const problem = draftProblem(input.type, others.length, name);
    if (problem) throw badRequest(problem);
    if (input.type === 'broadcast' && !canStartBroadcast(user.role)) throw forbidden('broadcast_create_forbidden');
    if (others.length === 0) throw badRequest('choose_member');
    if ((await approvedAmong(db, others)).length !== others.length) throw badRequest('members_not_found');
    if (input.id) {
      // A replay of a conversation started offline (the client's id): answer with the stored one.
      const existing = await conversationById(db, input.id);
      if (existing && existing.createdBy !== user.id) throw conflict('already_exists');
      if (existing) return ok(await conversationOut(db, user.id, existing), [user.id, ...others]);
    }

    const directKey = input.type === 'direct' ? [user.id, ...others].sort().join(':') : null;
    const made = await createConversation(
      db,
      {
        ...(input.id ? { id: input.id } : {}),
        name,
        type: input.type,
        description: input.description?.trim() || null,
        createdBy: user.id,
        directKey,
      },
      [user.id, ...others],
    );
    if (!made && directKey) {
      const existing = await directConversation(db, directKey);
      if (existing) return ok(await conversationOut(db, user.id, existing), [user.id, ...others]);
    }
    if (!made) throw new Error('conversation insert failed');
    const out = await conversationOut(db, user.id, made);
    await hub.send([user.id, ...others], { type: 'conversation_created', conversation: out });
    // A conversation is read by its members alone.
    return created(out, [user.id, ...others]);
  });

  command.declared(chatCommands.leave, { tags }, async ({ user: caller, params }) => {
    const { user, conversation, members } = await memberAccess(db, caller, params.id);
    if (conversation.type === 'direct') throw badRequest('direct_cannot_leave');
    await leaveConversation(db, conversation.id, user.id);
    await hub.send(members, { type: 'member_left', conversation_id: conversation.id, user_id: user.id });
    return ok({ success: true, message: answerSentences.leftConversation }, members);
  });

  messageRoutes(fastify);
}
