import { switchSession, wipeCopy } from '../db/auth/session-owner';
import { replayTaps } from '../db/taps/tap';
import { tokenSubject } from '../lib/token-subject';
import { useAuthStore } from '../stores/auth-store';

/**
 * A switch of person that could not be stored even on a fresh connection: rather than show one
 * camper's data to another, the phone's copy is wiped and the camper signed out (and told so by the
 * sign-in screen). Logged as an error, never swallowed.
 */
async function signOutAndWipe(err: unknown): Promise<void> {
  console.error('session: the switch of person could not be stored; signing out and wiping the phone', err);
  try {
    await wipeCopy();
  } catch (wipeErr) {
    // The owner on the phone is still the previous person, so the next sign-in clears the copy.
    console.error('session: the phone could not be wiped', wipeErr);
  }
  if (useAuthStore.getState().token) useAuthStore.getState().logout();
}

type SessionListener = (token: string | null) => void;
const stored = new Set<SessionListener>();

/** Follows the session once the phone has stored it (start, sign-in, renewal, sign-out): the outbox drains with it. */
export function onSessionStored(listener: SessionListener): () => void {
  stored.add(listener);
  return () => stored.delete(listener);
}

/**
 * Keeps Dexie `session` equal to the auth store's token, so the service worker can sign the
 * outbox's calls, and clears the previous person's cache when someone else signs in; then writes
 * again the person's taps a reload or a closed app cut off (src/db/taps/tap.ts).
 */
export function mirrorSession(onChange: (token: string | null) => void): () => void {
  let last = useAuthStore.getState().token;
  const store = async (token: string | null) => {
    try {
      await switchSession(token);
    } catch (err) {
      if (token) return signOutAndWipe(err);
      console.error('session: the sign-out could not be stored', err);
    }
    onChange(token);
    for (const listener of stored) listener(token);
    const owner = tokenSubject(token);
    if (owner) await replayTaps(owner);
  };
  void store(last);
  return useAuthStore.subscribe((state) => {
    if (state.token === last) return;
    last = state.token;
    void store(last);
  });
}
