/** Writes the socket's chat events into Dexie (SPEC §4.6); the screens see them through live queries. */
import { chatEventSchema, type ChatEvent } from '../../contracts/chat';
import {
  hasConversation,
  markRead,
  putConversation,
  removeConversation,
  removeMessage,
  storeMessage,
  storeReactions,
} from '../db/chat/chat-store';
import { mutate } from '../db/mutate';
import { replicate } from './replicate';
import { setViewedConversation } from './viewing';

let openConversation: string | null = null;

/** The conversation on screen: it is read now, offline too (through the outbox), and its new messages as they arrive. */
export function setOpenConversation(id: string | null): void {
  openConversation = id;
  setViewedConversation(id);
  if (id) void markConversationRead(id);
}

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

function markConversationRead(conversationId: string): Promise<unknown> {
  return mutate('chat.read', { conversationId }).catch((err: unknown) => console.warn('chat: not marked read', err));
}

export function parseChatEvent(data: unknown): ChatEvent | null {
  try {
    const parsed = chatEventSchema.safeParse(typeof data === 'string' ? JSON.parse(data) : data);
    return parsed.success ? parsed.data : null;
  } catch (err) {
    console.warn('chat: unreadable socket message', err);
    return null;
  }
}

export async function applyChatEvent(event: ChatEvent, selfId: string | undefined): Promise<void> {
  switch (event.type) {
    case 'new_message': {
      await storeMessage(event.message);
      if (!(await hasConversation(event.conversation_id))) await replicate();
      if (event.conversation_id === openConversation && event.message.sender_id !== selfId && visible())
        await markConversationRead(event.conversation_id);
      return;
    }
    case 'message_deleted':
      return removeMessage(event.conversation_id, event.message_id);
    case 'messages_read':
      return markRead(event.conversation_id, event.message_ids, event.read_at, event.reader_id);
    case 'reactions_changed':
      return storeReactions(event.message_id, event.reactions);
    case 'conversation_created':
      return putConversation(event.conversation);
    case 'member_left':
      if (event.user_id === selfId) return removeConversation(event.conversation_id);
      await replicate();
      return;
  }
}

/** After a reconnect: catch up on what the socket missed; what came for the conversation on screen is read. */
export async function catchUp(): Promise<void> {
  await replicate();
  if (openConversation && visible()) await markConversationRead(openConversation);
}
