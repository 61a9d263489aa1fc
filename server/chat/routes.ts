import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { chatMessages, conversationSchema, newConversationSchema } from '../../contracts/chat.js';
import { conversationMembers, conversations, messages, users } from '../db/schema/index.js';
import { memberAccess } from './chat-access.js';
import { recordDeletion } from '../replication/delta.js';
import { leftConversationsTombstone } from './pull-source.js';
import { conversationOut, conversationsOut } from './repository.js';
import { badRequest, conflict, forbidden } from '../http/errors.js';
import { answers, idParams } from '../http/route-schemas.js';
import { requireUser } from '../auth/authenticate.js';
import { typedRoutes } from '../http/route-input.js';
import messageRoutes from './message-routes.js';

/** SPEC §7 Chat: conversations (this file) and their messages (conversation-messages.ts). */
export default function conversationRoutes(fastify: FastifyInstance): void {
  const app = typedRoutes(fastify);
  const { db, hub } = app.ctx;
  const tags = ['chat'];

  app.get('/conversations', { schema: { tags, response: answers({ 200: z.array(conversationSchema) }) } }, async (request) => {
    const user = requireUser(request);
    const rows = await db
      .select({ c: conversations })
      .from(conversations)
      .innerJoin(
        conversationMembers,
        and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, user.id)),
      )
      .orderBy(
        desc(
          sql`coalesce((select max(${messages.createdAt}) from ${messages} where ${messages.conversationId} = ${conversations.id}), ${conversations.createdAt})`,
        ),
      );
    return conversationsOut(
      db,
      rows.map((r) => r.c),
    );
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
      if (body.type === 'direct' && others.length !== 1) throw badRequest(chatMessages.directMembers);
      if (body.type === 'group' && !name) throw badRequest(chatMessages.groupName);
      if (body.type === 'broadcast' && user.role === 'camper')
        throw forbidden('Only organizers and administrators can create broadcast conversations.');
      if (others.length === 0) throw badRequest('Choose at least one member.');
      const found = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, others), eq(users.status, 'approved')));
      if (found.length !== others.length) throw badRequest('Some of the chosen members were not found.');
      if (body.id) {
        // A replay of a conversation started offline (the client's id): answer with the stored one.
        const [existing] = await db.select().from(conversations).where(eq(conversations.id, body.id)).limit(1);
        if (existing && existing.createdBy !== user.id) throw conflict('This already exists.');
        if (existing) return reply.code(200).send(await conversationOut(db, existing));
      }

      const directKey = body.type === 'direct' ? [user.id, ...others].sort().join(':') : null;
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(conversations)
          .values({
            ...(body.id ? { id: body.id } : {}),
            name,
            type: body.type,
            description: body.description?.trim() || null,
            createdBy: user.id,
            directKey,
          })
          .onConflictDoNothing()
          .returning();
        if (row) await tx.insert(conversationMembers).values([user.id, ...others].map((userId) => ({ conversationId: row.id, userId })));
        return row;
      });
      if (!created && directKey) {
        const [existing] = await db.select().from(conversations).where(eq(conversations.directKey, directKey)).limit(1);
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
      if (conversation.type === 'direct') throw badRequest('Direct conversations cannot be left.');
      await db.transaction(async (tx) => {
        await tx
          .delete(conversationMembers)
          .where(and(eq(conversationMembers.conversationId, conversation.id), eq(conversationMembers.userId, user.id)));
        await tx.update(conversations).set({ updatedAt: new Date() }).where(eq(conversations.id, conversation.id));
        await recordDeletion(tx, leftConversationsTombstone(user.id), [conversation.id]);
      });
      await hub.send(members, { type: 'member_left', conversation_id: conversation.id, user_id: user.id });
      return { success: true, message: 'Left conversation successfully' };
    },
  );

  messageRoutes(fastify);
}
