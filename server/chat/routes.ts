import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { conversationSchema, newConversationSchema } from '../../contracts/chat.js';
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
import { badRequest, conflict, forbidden } from '../http/errors.js';
import { answers, idParams } from '../http/route-schemas.js';
import { requireUser } from '../auth/authenticate.js';
import { typedRoutes } from '../http/route-input.js';
import messageRoutes from './message-routes.js';

/** SPEC §7 Chat: conversations (this file) and their messages (message-routes.ts). */
export default function conversationRoutes(fastify: FastifyInstance): void {
  const app = typedRoutes(fastify);
  const { db, hub } = app.ctx;
  const tags = ['chat'];

  app.get('/conversations', { schema: { tags, response: answers({ 200: z.array(conversationSchema) }) } }, async (request) => {
    const user = requireUser(request);
    return conversationsOf(db, user.id);
  });

  app.get('/conversations/:id', { schema: { tags, params: idParams, response: answers({ 200: conversationSchema }) } }, async (request) => {
    const { conversation } = await memberAccess(fastify, request, request.params.id);
    return conversationOut(db, conversation);
  });

  app.post(
    '/conversations',
    { schema: { tags, body: newConversationSchema, response: answers({ 200: conversationSchema, 201: conversationSchema }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      const others = [...new Set(body.member_ids)].filter((id) => id !== user.id);
      const name = body.name?.trim() || null;
      if (body.type === 'direct' && others.length !== 1) throw badRequest('direct_members');
      if (body.type === 'group' && !name) throw badRequest('group_name');
      if (body.type === 'broadcast' && user.role === 'camper') throw forbidden('broadcast_create_forbidden');
      if (others.length === 0) throw badRequest('choose_member');
      if ((await approvedAmong(db, others)).length !== others.length) throw badRequest('members_not_found');
      if (body.id) {
        // A replay of a conversation started offline (the client's id): answer with the stored one.
        const existing = await conversationById(db, body.id);
        if (existing && existing.createdBy !== user.id) throw conflict('already_exists');
        if (existing) return reply.code(200).send(await conversationOut(db, existing));
      }

      const directKey = body.type === 'direct' ? [user.id, ...others].sort().join(':') : null;
      const created = await createConversation(
        db,
        {
          ...(body.id ? { id: body.id } : {}),
          name,
          type: body.type,
          description: body.description?.trim() || null,
          createdBy: user.id,
          directKey,
        },
        [user.id, ...others],
      );
      if (!created && directKey) {
        const existing = await directConversation(db, directKey);
        if (existing) return reply.code(200).send(await conversationOut(db, existing));
      }
      if (!created) throw new Error('conversation insert failed');
      const out = await conversationOut(db, created);
      await hub.send([user.id, ...others], { type: 'conversation_created', conversation: out });
      return reply.code(201).send(out);
    },
  );

  app.post(
    '/conversations/:id/leave',
    { schema: { tags, params: idParams, response: answers({ 200: z.object({ success: z.boolean(), message: z.string() }) }) } },
    async (request) => {
      const { user, conversation, members } = await memberAccess(fastify, request, request.params.id);
      if (conversation.type === 'direct') throw badRequest('direct_cannot_leave');
      await leaveConversation(db, conversation.id, user.id);
      await hub.send(members, { type: 'member_left', conversation_id: conversation.id, user_id: user.id });
      return { success: true, message: 'Left conversation successfully' };
    },
  );

  messageRoutes(fastify);
}
