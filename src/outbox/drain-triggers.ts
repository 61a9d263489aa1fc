/**
 * What starts the page's drain (ARCHITECTURE "How data flows"): the signed-in camper's session stored
 * (start, sign-in), an enqueue (which also asks the service worker to drain when signal returns, even
 * with the app closed), signal returning (`online`, or the live socket opening again: a weak link that
 * recovers, a restarted server; rows waiting out a backoff go now rather than minutes later) and the
 * page becoming visible. Call `startDraining()` once; it is idempotent.
 */
import { onEnqueue } from '../db/outbox';
import { onSessionStored } from '../replication/session-mirror';
import { onSocketOpen } from '../replication/socket';
import { requestDrain } from './schedule';

let started = false;

/** Asks the service worker to drain when the connection returns, even if the page is closed (Chromium). */
async function registerBackgroundSync(): Promise<void> {
  try {
    if (!navigator.serviceWorker?.controller) return;
    const registration = await navigator.serviceWorker.ready;
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register('outbox');
  } catch {
    // Background Sync is a bonus: the page's own triggers remain.
  }
}

export function startDraining(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  onSessionStored((token) => {
    if (token) void requestDrain();
  });
  onEnqueue(() => {
    void requestDrain();
    void registerBackgroundSync();
  });
  window.addEventListener('online', () => void requestDrain({ retryNow: true }));
  onSocketOpen(() => void requestDrain({ retryNow: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void requestDrain();
  });
}
