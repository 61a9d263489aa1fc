/**
 * A page that navigates away may be kept, frozen, in the browser's back/forward cache (WebKit does,
 * Safari on the iPhone too) with whatever IndexedDB transaction it had running. Frozen, that
 * transaction never finishes, and every later transaction on its tables, in the next page or in the
 * service worker, waits behind it for good: the offline screens stay on "Loading…". So a page
 * going into that cache aborts its own unfinished transactions first (a change whose transaction
 * had not committed was never shown as kept; the outbox's writes are one transaction each).
 */
const running = new Set<IDBTransaction>();
let listening = false;

function abortRunning(event: Event): void {
  if (!(event as Event & { persisted?: boolean }).persisted) return;
  for (const tx of running) {
    try {
      tx.abort();
    } catch {
      // it finished meanwhile
    }
  }
  running.clear();
}

/** Tracks one transaction until it completes, fails or is aborted. */
export function abortWhenPageFrozen(tx: IDBTransaction): IDBTransaction {
  // Pages only: a service worker has no back/forward cache (and no pagehide).
  if (!listening && 'onpagehide' in globalThis) {
    listening = true;
    globalThis.addEventListener('pagehide', abortRunning);
  }
  running.add(tx);
  const done = () => running.delete(tx);
  tx.addEventListener('complete', done);
  tx.addEventListener('abort', done);
  tx.addEventListener('error', done);
  return tx;
}
