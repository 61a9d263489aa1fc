import { useEffect } from 'react';
import { whenSettled } from '../../lib/first-screen';
import { tokenIssuedAt } from '../../lib/token-subject';
import { useAuthStore } from '../../stores/auth-store';

/** A token younger than this is not renewed on reconnect: each request wakes the phone's radio. */
const RENEW_ON_RECONNECT_AFTER_MS = 24 * 60 * 60 * 1000;

const issuedLongAgo = (token: string | null) => Date.now() - (tokenIssuedAt(token) ?? 0) > RENEW_ON_RECONNECT_AFTER_MS;

/**
 * Renews the 30-day token whenever the app starts, and when it comes back online with a token over a
 * day old (DECISIONS 5), and takes the server's current view of the user (role, must_change_password).
 * A reconnect with a fresh token costs no request of its own. A refused token is a 401: the client
 * signs out. Without signal nothing happens, so a camper stays signed in all weekend offline.
 */
export function useSessionRefresh(): void {
  useEffect(() => {
    const refresh = async () => {
      const { token } = useAuthStore.getState();
      if (!token || !navigator.onLine) return;
      // The network client loads here, not with the frame: the first screen comes from the phone.
      const { refreshToken } = await import('../../api/auth');
      const session = await refreshToken(token).catch(() => null);
      const current = useAuthStore.getState();
      if (session?.token && session.user && current.token === token) current.login(session.user, session.token);
    };
    // Not before the first screen has drawn from the phone: the renewal can wait a moment.
    whenSettled(() => void refresh());
    const onOnline = () => {
      if (issuedLongAgo(useAuthStore.getState().token)) void refresh();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
}
