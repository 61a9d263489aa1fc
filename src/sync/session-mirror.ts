import { setSessionToken } from '../db/session-repo';
import { useAuthStore } from '../stores/auth-store';

/** Keeps Dexie `session` equal to the auth store's token, so the service worker can sign the outbox's calls. */
export function mirrorSession(onChange: (token: string | null) => void): () => void {
  let last = useAuthStore.getState().token;
  void setSessionToken(last).then(() => onChange(last));
  return useAuthStore.subscribe((state) => {
    if (state.token === last) return;
    last = state.token;
    void setSessionToken(last).then(() => onChange(last));
  });
}
