import { useEffect } from 'react';
import { useChatUnreadTotal } from '../../db/chat/use-chat-unread';

/** The Badging API, where the browser offers it (an installed app's icon). */
interface BadgingNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** Shows the unread chat messages on the installed app's icon, and clears it once everything is read. */
export function useAppBadge(): void {
  const total = useChatUnreadTotal();
  useEffect(() => {
    const badging = navigator as BadgingNavigator;
    const done = total > 0 ? badging.setAppBadge?.(total) : badging.clearAppBadge?.();
    // Refused when the app is not installed or the page is hidden: the icon simply shows nothing.
    done?.catch(() => undefined);
  }, [total]);
}
