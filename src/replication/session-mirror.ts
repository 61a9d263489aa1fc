import { adoptSessionOwner } from '../db/session-owner';
import { setSessionToken } from '../db/session-repo';
import { tokenSubject } from '../lib/token-subject';
import { useAuthStore } from '../stores/auth-store';

/**
 * Keeps Dexie `session` equal to the auth store's token, so the service worker can sign the
 * outbox's calls, and clears the previous person's cache when someone else signs in.
 */
export function mirrorSession(onChange: (token: string | null) => void): () => void {
  let last = useAuthStore.getState().token;
  const store = async (token: string | null) => {
    await adoptSessionOwner(tokenSubject(token));
    await setSessionToken(token);
    onChange(token);
  };
  void store(last);
  return useAuthStore.subscribe((state) => {
    if (state.token === last) return;
    last = state.token;
    void store(last);
  });
}
