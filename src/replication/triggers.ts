/**
 * When the page syncs (ARCHITECTURE "How data flows"): the outbox drains on start, `online`,
 * the live socket opening, becoming visible, right after an enqueue, on a timer while rows wait, and after a new sign-in;
 * the replication loop runs at sign-in and start, on focus and reconnect, and after a drain that
 * sent or was refused something. A renewed token of the same person pulls nothing, and a reconnect
 * pulls once: through the live socket's catch-up when the socket reopens, so the pull starts after
 * the socket listens and nothing falls between them. Call `startSync()` once; it is idempotent.
 */
import { onEnqueue } from '../db/outbox';
import { seedWelcomeNotifications } from '../db/notifications';
import { getPausedToken } from '../db/session-repo';
import { tokenSubject } from '../lib/token-subject';
import { useAuthStore } from '../stores/auth-store';
import { drainOutbox, type DrainOptions, type DrainResult } from '../outbox/drain';
import { replicate } from './replicate';
import { mirrorSession } from './session-mirror';
import { onSocketOpen, reconnectSocketNow } from './socket';

let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<DrainResult | undefined> | undefined;
let again = false;
let againNow = false;

/** Drains now (coalescing calls that arrive while a drain runs into one more drain). */
export function requestDrain(options: DrainOptions = {}): Promise<DrainResult | undefined> {
  if (running) {
    again = true;
    againNow ||= Boolean(options.retryNow);
    return running;
  }
  running = drainOutbox(options)
    .then(afterDrain, (err: unknown) => {
      console.warn('outbox: drain failed', err);
      schedule(Date.now() + 5000);
      return undefined;
    })
    .finally(() => {
      running = undefined;
      if (again) {
        const retryNow = againNow;
        again = false;
        againNow = false;
        void requestDrain({ retryNow });
      }
    });
  return running;
}

async function afterDrain(result: DrainResult): Promise<DrainResult> {
  // What was sent or refused may have changed more than its own record (counts, Full, Ended): catch up.
  if (result.sent + result.refused > 0) void replicate();
  // The server refused this very token: ask the camper to sign in; the queue resumes with the new token.
  const auth = useAuthStore.getState();
  if (result.paused && auth.token && auth.token === (await getPausedToken())) auth.logout();
  if (!result.paused && !result.signedOut && !result.offline && result.nextAttemptAt !== undefined) schedule(result.nextAttemptAt);
  return result;
}

let lastFocusPull = 0;

/** Focus events come in bursts: at most one pull every 2 s for them. */
function replicateOnFocus(): void {
  if (Date.now() - lastFocusPull < 2000) return;
  lastFocusPull = Date.now();
  void replicate();
}

function schedule(at: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => void requestDrain(), Math.max(250, at - Date.now()));
}

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

export function startSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let person: string | null = null;
  mirrorSession((token) => {
    const renewal = person !== null && tokenSubject(token) === person;
    person = tokenSubject(token);
    if (token) {
      void seedWelcomeNotifications();
      void requestDrain();
      if (!renewal) void replicate();
    }
  });
  onEnqueue(() => {
    void requestDrain();
    void registerBackgroundSync();
  });
  window.addEventListener('online', () => {
    void requestDrain({ retryNow: true });
    if (!reconnectSocketNow()) void replicate();
  });
  // Signal that comes back without an `online` event (a weak link that recovers, a server restarted) shows
  // as the live socket opening again: what waits out its backoff goes now rather than minutes later.
  onSocketOpen(() => void requestDrain({ retryNow: true }));
  window.addEventListener('focus', () => void replicateOnFocus());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void requestDrain();
  });
}
