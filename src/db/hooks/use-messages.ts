import { useLiveQuery } from './use-live-query';
import type { Message } from '../../../contracts/chat';
import { listMessages } from '../chat-repo';

export type ChatMessage = Message & { _pending?: boolean };

/** The cached messages of a conversation, chronological, waiting ones marked `_pending`; undefined while read. */
export function useMessages(conversationId: string | null): ChatMessage[] | undefined {
  return useLiveQuery(async () => (conversationId ? listMessages(conversationId) : []), [conversationId]);
}
