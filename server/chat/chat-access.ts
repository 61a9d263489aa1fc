/** Who may read, post to and manage a conversation (DECISIONS "Permissions": only members). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uuidSchema } from '../../contracts/common.js';
import { conversations } from '../db/schema/index.js';
import { requireUser, type AuthUser } from '../auth/authenticate.js';
import { memberIds } from './repository.js';
import { forbidden, notFound } from '../http/errors.js';

export interface ConversationAccess {
  user: AuthUser;
  conversation: typeof conversations.$inferSelect;
  members: string[];
}

/** The conversation and its member ids, when the signed-in user is a member; else 401/403/404. */
export async function memberAccess(app: FastifyInstance, request: FastifyRequest, id: string): Promise<ConversationAccess> {
  const user = requireUser(request);
  if (!uuidSchema.safeParse(id).success) throw notFound('Conversation not found.');
  const [conversation] = await app.ctx.db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  if (!conversation) throw notFound('Conversation not found.');
  const members = await memberIds(app.ctx.db, id);
  if (!members.includes(user.id)) throw forbidden('Only members of this conversation can do that.');
  return { user, conversation, members };
}

/** Broadcasts are written by admins, organizers and their creator only. */
export function canPost({ user, conversation }: ConversationAccess): boolean {
  return conversation.type !== 'broadcast' || user.role === 'admin' || user.role === 'organizer' || conversation.createdBy === user.id;
}

export const messagesTombstone = (conversationId: string) => `messages:${conversationId}`;
