/**
 * A page that navigates away may be kept, frozen, in the browser's back/forward cache (WebKit does,
 * Safari on the iPhone too) with whatever IndexedDB transaction it had running. Frozen, that
 * transaction never finishes, and every later transaction on its tables, in the next page or in the
 * service worker, waits behind it for good: the offline screens stay on "Loading…". So a page
 * going into that cache aborts its own unfinished transactions first (a change whose transaction
 * had not committed was never shown as kept; the outbox's writes are one transaction each), and
 * `withReconnect` (src/db/reconnect.ts) runs the work so cut short again once the page is shown again.
 */
const running = new Set<IDBTransaction>();
let listening = false;
/** How many times leaving the page aborted transactions. */
let leaves = 0;
/** While the page is in the back/forward cache: what resolves once it is shown again. */
let shown: Promise<void> | undefined;
let show: (() => void) | undefined;

function abortRunning(event: Event): void {
  if (!(event as Event & { persisted?: boolean }).persisted) return;
  shown ??= new Promise<void>((resolve) => (show = resolve));
  if (running.size > 0) leaves += 1;
  for (const tx of running) {
    try {
      tx.abort();
    } catch {
      // it finished meanwhile
    }
  }
  running.clear();
}

function shownAgain(): void {
  show?.();
  shown = show = undefined;
}

/** How many times the page went into the back/forward cache aborting transactions: a try that saw it change was cut short. */
export function pageLeaves(): number {
  return leaves;
}

/** Resolves once the page is back from the back/forward cache (at once when it is not in it). */
export function pageShown(): Promise<void> {
  return shown ?? Promise.resolve();
}

/** Tracks one transaction until it completes, fails or is aborted. */
export function abortWhenPageFrozen(tx: IDBTransaction): IDBTransaction {
  // Pages only: a service worker has no back/forward cache (and no pagehide).
  if (!listening && 'onpagehide' in globalThis) {
    listening = true;
    globalThis.addEventListener('pagehide', abortRunning);
    globalThis.addEventListener('pageshow', shownAgain);
  }
  running.add(tx);
  const done = () => running.delete(tx);
  tx.addEventListener('complete', done);
  tx.addEventListener('abort', done);
  tx.addEventListener('error', done);
  return tx;
}
