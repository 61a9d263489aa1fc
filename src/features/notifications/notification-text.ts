/** The inbox subtitle (SPEC §2.3): '1 unread notification', '2 unread notifications', or 'All caught up!' at 0. */
export function unreadSubtitle(unread: number): string {
  if (unread <= 0) return 'All caught up!';
  return `${unread} unread ${unread === 1 ? 'notification' : 'notifications'}`;
}

export const CLEAR_ALL_QUESTION = 'Are you sure you want to clear all notifications?';
