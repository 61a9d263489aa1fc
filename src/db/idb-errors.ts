/**
 * What IndexedDB's failures mean for Camp Weekend, read from the error and the errors it wraps (Dexie
 * wraps a browser's DOMException as `inner`, an aborted transaction as an AbortError around its cause).
 */
const LOST = new Set(['DatabaseClosedError', 'InvalidStateError', 'UnknownError']);
const FULL = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

function names(err: unknown): string[] {
  const found: string[] = [];
  let at: unknown = err;
  for (let depth = 0; depth < 4 && at && typeof at === 'object'; depth++) {
    const { name, inner, cause } = at as { name?: unknown; inner?: unknown; cause?: unknown };
    if (typeof name === 'string') found.push(name);
    at = inner ?? cause;
  }
  return found;
}

/**
 * The connection went away under the page: WebKit drops it for a page that was in the background
 * ("Connection to Indexed Database server lost": UnknownError, or InvalidStateError on `transaction`),
 * and Dexie says DatabaseClosedError once it is closed. Reopening and trying again is the cure.
 */
export function isConnectionLost(err: unknown): boolean {
  return names(err).some((name) => LOST.has(name));
}

/** The phone has no room left for the write. */
export function isStorageFull(err: unknown): boolean {
  return names(err).some((name) => FULL.has(name));
}

/** The transaction was aborted, for no lack of room: by the page leaving (src/db/leave-page.ts), or by the browser. */
export function wasAborted(err: unknown): boolean {
  return names(err).includes('AbortError') && !isStorageFull(err);
}
