import { useLazyLiveQuery } from '../hooks/lazy-live-query';

/** How many notifications in the inbox are unread (the bell's badge). */
export function useUnreadCount(): number {
  return useLazyLiveQuery((reads) => reads.unreadCount(), [], 0);
}
