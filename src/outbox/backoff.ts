/** Retry timing of the outbox: exponential with jitter, honouring the server's Retry-After. */
const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 5 * 60 * 1000;

/**
 * Delay before attempt `attempts + 1` after `attempts` failures: a random point in the upper half
 * of min(max, base * 2^(attempts-1)), so many phones do not retry in step. Never sooner than Retry-After.
 */
export function backoffDelay(attempts: number, retryAfterMs?: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = Math.round(ceiling / 2 + random() * (ceiling / 2));
  return retryAfterMs === undefined ? jittered : Math.max(retryAfterMs, jittered);
}

/** Whether a status means "try again later" rather than "the server refused this change". */
export function isRetryable(status: number, retryAfterMs?: number): boolean {
  return (
    status === 0 ||
    status === 408 ||
    status === 425 ||
    status === 429 ||
    status === 424 ||
    status >= 500 ||
    (status === 409 && retryAfterMs !== undefined)
  );
}
