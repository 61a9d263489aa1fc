import { messageSchema } from '../../contracts/chat';
import { removeConversation, storeMessage } from '../db/chat-repo';
import type { OutboxRow } from '../db/schema';

/** The server's copy of a sent message replaces the waiting one (same client id). */
export async function applyChatMessage(body: unknown): Promise<void> {
  const parsed = messageSchema.safeParse(body);
  if (parsed.success) await storeMessage(parsed.data);
}

/** The server confirmed the leave: the conversation and its cached history go from this phone. */
export async function applyChatLeave(_body: unknown, row: OutboxRow): Promise<void> {
  const id = row.entity.replace(/^conversation:/, '');
  await removeConversation(id);
}
