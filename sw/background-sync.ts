import { drainOutbox } from '../src/outbox/drain';

/** Background Sync's event (Chromium); not in TypeScript's WebWorker lib. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** How long one sync event may keep retrying rows whose backoff ends soon (browsers stop a worker after a few minutes). */
const MAX_WAIT_MS = 60_000;
const MAX_ROUNDS = 5;

/**
 * Drains now, and again when the earliest waiting row is due, if that is soon (a server asking to
 * wait a little, a 5xx). Rejects while rows still wait, so the browser fires the event again later.
 */
async function drainUntilSettled(scope: ServiceWorkerGlobalScope): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    // The browser fires 'sync' when connectivity returns: rows waiting out a backoff go now.
    const result = await drainOutbox({ retryNow: round === 0 });
    if (result.paused || result.signedOut || result.waiting === 0) return;
    if (result.offline) break;
    const wait = (result.nextAttemptAt ?? Date.now()) - Date.now();
    if (wait > MAX_WAIT_MS) break;
    if (!(await sleepUnlessReplaced(scope, Math.max(250, wait)))) break;
  }
  throw new Error('outbox: changes still waiting');
}

/**
 * Waits `ms`, unless a newer version of the worker comes to wait meanwhile: Chromium activates it
 * only once this worker's events have ended, so a sync event still sleeping between rounds would hold
 * the camper's Reload for minutes. Answers whether the whole wait passed.
 */
async function sleepUnlessReplaced(scope: ServiceWorkerGlobalScope, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (scope.registration.waiting) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(500, end - Date.now())));
  }
  return !scope.registration.waiting;
}

/** The page registers the tag 'outbox' after each enqueue; the browser fires it when signal returns, even with the app closed. */
export function registerBackgroundSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent;
    if (sync.tag === 'outbox') sync.waitUntil(drainUntilSettled(scope));
  });
}
