/**
 * When the page pulls (ARCHITECTURE "How data flows"): the replication loop runs at sign-in and start,
 * on focus and reconnect; the outbox asks for a pull after a drain (src/outbox/schedule.ts) and the live
 * socket when the server pokes. A renewed token of the same person pulls nothing, and a reconnect pulls
 * once: through the live socket's catch-up when the socket reopens, so the pull starts after the socket
 * listens and nothing falls between them. When the outbox drains is the outbox's own
 * (src/outbox/drain-triggers.ts). Call `startSync()` once; it is idempotent.
 */
import { seedWelcomeNotifications } from '../db/notifications/notifications-store';
import { tokenSubject } from '../lib/token-subject';
import { replicate } from './replicate';
import { mirrorSession } from './session-mirror';
import { reconnectSocketNow } from './socket';

let started = false;
let lastFocusPull = 0;

/** Focus events come in bursts: at most one pull every 2 s for them. */
function replicateOnFocus(): void {
  if (Date.now() - lastFocusPull < 2000) return;
  lastFocusPull = Date.now();
  void replicate();
}

export function startSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let person: string | null = null;
  mirrorSession((token) => {
    const renewal = person !== null && tokenSubject(token) === person;
    person = tokenSubject(token);
    if (token) {
      void seedWelcomeNotifications();
      if (!renewal) void replicate();
    }
  });
  window.addEventListener('online', () => {
    if (!reconnectSocketNow()) void replicate();
  });
  window.addEventListener('focus', () => void replicateOnFocus());
}
