import { useLiveQuery } from '../hooks/use-live-query';
import type { Conversation, Message } from '../../../contracts/chat';
import { getStoredConversation, listConversations, listMessages, type ListedConversation } from './chat-store';

export type ChatMessage = Message & { _pending?: boolean };

/** The cached conversations, most recent first, with their unread counts; undefined while IndexedDB is read. */
export function useConversations(): ListedConversation[] | undefined {
  return useLiveQuery(listConversations, []);
}

export function useConversation(id: string | null): Conversation | undefined {
  return useLiveQuery(async () => (id ? getStoredConversation(id) : undefined), [id]);
}

/** The cached messages of a conversation, chronological, waiting ones marked `_pending`; undefined while read. */
export function useMessages(conversationId: string | null): ChatMessage[] | undefined {
  return useLiveQuery(async () => (conversationId ? listMessages(conversationId) : []), [conversationId]);
}
