import { drainOutbox } from '../src/sync/drain';

/** Background Sync's event (Chromium); not in TypeScript's WebWorker lib. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** The page registers the tag 'outbox' after each enqueue; the browser fires it when signal returns, even with the app closed. */
export function registerBackgroundSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== 'outbox') return;
    sync.waitUntil(
      drainOutbox().then((result) => {
        // Still waiting rows (no signal after all, or retry later): let the browser fire the event again.
        if (result.waiting > 0 && !result.paused && result.sent + result.refused === 0) throw new Error('outbox: rows still waiting');
      }),
    );
  });
}
