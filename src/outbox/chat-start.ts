import type { Conversation, NewConversation } from '../../contracts/chat';
import { createConversation } from '../api/chat';
import { putConversation } from '../db/chat-repo';

/** Starts a conversation (it needs signal: the server makes its id) and keeps it on the phone at once. */
export async function startConversation(draft: NewConversation): Promise<Conversation> {
  const created = await createConversation(draft);
  await putConversation(created);
  return created;
}
