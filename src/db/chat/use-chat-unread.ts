import { useLazyLiveQuery } from '../hooks/lazy-live-query';

/** How many messages of others the signed-in person has not read, in all conversations (the Chat entry's badge). */
export function useChatUnreadTotal(): number {
  return useLazyLiveQuery((reads) => reads.chatUnreadTotal(), [], 0);
}
