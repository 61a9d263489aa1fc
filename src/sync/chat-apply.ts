import { messageSchema } from '../../contracts/chat';
import { storeMessage } from '../db/chat-repo';

/** The server's copy of a sent message replaces the waiting one (same client id). */
export async function applyChatMessage(body: unknown): Promise<void> {
  const parsed = messageSchema.safeParse(body);
  if (parsed.success) await storeMessage(parsed.data);
}
