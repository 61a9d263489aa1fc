/** The rules of chat that the phone and the server both apply: who may start or write in a broadcast, and what a new conversation needs. */
import type { ConversationType } from './chat.js';

/** Only admins and organizers may start a broadcast. */
export const canStartBroadcast = (role: string | undefined): boolean => role === 'admin' || role === 'organizer';

/** Whether this user may write in the conversation (broadcasts: admins, organizers and the creator). */
export function canPostIn(
  conversation: { type: ConversationType; created_by?: string | null },
  user: { id: string; role: string } | null,
): boolean {
  if (!user) return false;
  return conversation.type !== 'broadcast' || canStartBroadcast(user.role) || conversation.created_by === user.id;
}

/** What blocks a new conversation (SPEC §5): a direct one has exactly one other member, a group a name. Its error code, or null. */
export function draftProblem(
  type: ConversationType,
  others: number,
  name: string | null | undefined,
): 'direct_members' | 'group_name' | null {
  if (type === 'direct' && others !== 1) return 'direct_members';
  if (type === 'group' && !name?.trim()) return 'group_name';
  return null;
}
