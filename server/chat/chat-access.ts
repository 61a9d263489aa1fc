/** Who may read, post to and manage a conversation (DECISIONS "Permissions": only members). */
import { canPostIn } from '../../contracts/chat-rules.js';
import { uuidSchema } from '../../contracts/common.js';
import type { AuthUser } from '../auth/authenticate.js';
import type { Db } from '../db/client.js';
import { conversationWithMembers, type ConversationRow } from './repository.js';
import { forbidden, notFound } from '../http/errors.js';

export interface ConversationAccess {
  user: AuthUser;
  conversation: ConversationRow;
  members: string[];
}

/** The conversation and its member ids, when the signed-in user is a member; else 403/404. */
export async function memberAccess(db: Db, user: AuthUser, id: string): Promise<ConversationAccess> {
  if (!uuidSchema.safeParse(id).success) throw notFound('conversation_not_found');
  const found = await conversationWithMembers(db, id);
  if (!found) throw notFound('conversation_not_found');
  const { conversation, members } = found;
  if (!members.includes(user.id)) throw forbidden('members_only');
  return { user, conversation, members };
}

/** Broadcasts are written by admins, organizers and their creator only. */
export const canPost = ({ user, conversation }: ConversationAccess): boolean =>
  canPostIn({ type: conversation.type, created_by: conversation.createdBy }, user);
