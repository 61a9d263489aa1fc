/**
 * When the page's outbox drains again (ARCHITECTURE "How data flows"): `requestDrain()` drains now,
 * folding calls that arrive while a drain runs into one more drain; a row waiting out its backoff
 * wakes a timer; a refused session signs the camper out (the queue resumes with the next sign-in); and
 * the phone pulls after a drain when the answers it stored are not the whole story (`pullsAfter`).
 * What starts a drain (an enqueue, signal returning, the page shown again) is in drain-triggers.ts.
 */
import { getPausedToken } from '../db/auth/session-repo';
import { foldingCalls } from '../replication/folding-calls';
import { replicate } from '../replication/replicate';
import { liveSocketOpen } from '../replication/socket';
import { useAuthStore } from '../stores/auth-store';
import { drainOutbox, type DrainOptions, type DrainResult } from './drain';

let timer: ReturnType<typeof setTimeout> | undefined;
/** Whether the next drain tries rows waiting out a backoff now: some call since the last one started asked for it. */
let retryNow = false;

const drainFolded = foldingCalls((): Promise<DrainResult | undefined> => {
  const options = { retryNow };
  retryNow = false;
  return drainOutbox(options).then(afterDrain, (err: unknown) => {
    console.warn('outbox: drain failed', err);
    wakeAt(Date.now() + 5000);
    return undefined;
  });
});

/** Drains now; `retryNow` when signal just returned (rows waiting out a backoff go at once). */
export function requestDrain(options: DrainOptions = {}): Promise<DrainResult | undefined> {
  retryNow ||= Boolean(options.retryNow);
  return drainFolded();
}

/**
 * Whether the phone pulls after a drain: after a refusal (undone on the phone, which must show the
 * server's truth: Full, Ended), after a change whose answer is not its row's whole new state, and
 * whenever no live socket is open to poke the phone about what else the server changed meanwhile.
 */
function pullsAfter(result: DrainResult): boolean {
  if (result.refused > 0) return true;
  return result.sent > 0 && (result.answered < result.sent || !liveSocketOpen());
}

async function afterDrain(result: DrainResult): Promise<DrainResult> {
  if (pullsAfter(result)) void replicate();
  // The server refused this very token: ask the camper to sign in; the queue resumes with the new token.
  const auth = useAuthStore.getState();
  if (result.paused && auth.token && auth.token === (await getPausedToken())) auth.logout();
  if (!result.paused && !result.signedOut && !result.offline && result.nextAttemptAt !== undefined) wakeAt(result.nextAttemptAt);
  return result;
}

function wakeAt(at: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => void requestDrain(), Math.max(250, at - Date.now()));
}
