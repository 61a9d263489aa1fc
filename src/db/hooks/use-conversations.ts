import { useLiveQuery } from './use-live-query';
import type { Conversation } from '../../../contracts/chat';
import { getStoredConversation, listConversations } from '../chat-repo';

/** The cached conversations, most recent first; undefined while IndexedDB is read. */
export function useConversations(): Conversation[] | undefined {
  return useLiveQuery(listConversations, []);
}

export function useConversation(id: string | null): Conversation | undefined {
  return useLiveQuery(async () => (id ? getStoredConversation(id) : undefined), [id]);
}
