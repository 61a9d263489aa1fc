/**
 * Sends the outbox (ARCHITECTURE "How data flows"): under the 'outbox-drain' lock, rounds of
 * sendable rows go out as one POST /api/sync (or a single call when one row waits; multipart rows
 * always alone), each answer settled like a single response (src/outbox/settle.ts). Runs in the page
 * and in the service worker: the token comes from Dexie `session`, never from the auth store.
 */
import type { SyncOperation } from '../../contracts/batch';
import { sendBatch, sendOne, type WireResponse } from '../api/outbox-wire';
import { ownedBy } from '../db/outbox-owner';
import { startDrain } from '../db/drain-generation';
import { blobOf, claimRows, outboxRows, retryAllNow } from '../db/outbox-rows';
import { withReconnect } from '../db/reconnect';
import type { OutboxRow } from '../db/schema';
import { getPausedToken, getSessionToken, resumeOutbox } from '../db/auth/session-repo';
import { tokenSubject } from '../lib/token-subject';
import { DRAIN_LOCK } from '../lib/lock-names';
import { withLock } from './lock';
import { pickRound } from './pick-round';
import { settleAll, type Answered, type Outcome } from './settle';

export interface DrainResult {
  sent: number;
  /** Of `sent`, the changes whose answer, now stored, is their row's whole new state (the kind's `answerIsRow`). */
  answered: number;
  refused: number;
  /** The signed-in person's rows still in the outbox (others' rows wait for their own session). */
  waiting: number;
  /** The server refused the session token: the queue waits for a new sign-in. */
  paused: boolean;
  /** No session on this phone: nothing was sent. */
  signedOut?: boolean;
  /** The device says it has no network: nothing was tried (rows stay unsent, so they can still coalesce). */
  offline?: boolean;
  /** When the earliest row waiting out a backoff may be tried again (ms epoch), if any. */
  nextAttemptAt?: number;
  /** HTTP requests made. */
  requests: number;
}

export interface DrainOptions {
  /** Connectivity just returned (`online`, Background Sync): rows waiting out a backoff are tried now. */
  retryNow?: boolean;
}

export function drainOutbox(options: DrainOptions = {}): Promise<DrainResult> {
  // A connection lost mid-drain (Safari) drains again on a fresh one: rows left 'sending' go again with their same key.
  return withLock(DRAIN_LOCK, () => withReconnect(() => drainLocked(options)));
}

async function drainLocked(options: DrainOptions): Promise<DrainResult> {
  const totals = { sent: 0, answered: 0, refused: 0, requests: 0 };
  const token = await getSessionToken();
  const refused = await getPausedToken();
  // Changes queued by someone else who used this phone wait for that person's own session.
  const mine = ownedBy(tokenSubject(token));
  const summarize = async (paused: boolean): Promise<DrainResult> => ({ ...totals, ...(await waitingSummary(mine)), paused });
  if (refused && token && token !== refused) await resumeOutbox();
  if (!token) return { ...(await summarize(false)), signedOut: true };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { ...(await summarize(false)), offline: true };
  if (refused && token === refused) return summarize(true);
  // Rows an earlier drain left 'sending' go again; a drain still running elsewhere (a page frozen by WebKit with its lock let go) settles nothing more.
  const generation = await startDrain();
  if (options.retryNow) await retryAllNow();
  for (;;) {
    const round = await claimRows(generation, (rows) => pickRound(rows.filter(mine), Date.now()));
    if (round.singles.length + round.batch.length === 0) break;
    const outcomes: Outcome[] = [];
    for (const row of round.singles)
      outcomes.push(...(await settleAll([{ row, res: await sendMultipart(row, token) }], token, generation)));
    const only = round.batch.length === 1 ? round.batch[0] : undefined;
    if (only)
      outcomes.push(
        ...(await settleAll(
          [{ row: only, res: await sendOne({ id: only.id, method: only.method, path: only.path, body: only.body }, token) }],
          token,
          generation,
        )),
      );
    else if (round.batch.length > 1) outcomes.push(...(await sendRound(round.batch, token, generation)));
    totals.requests += round.singles.length + (round.batch.length > 0 ? 1 : 0);
    totals.sent += outcomes.filter((o) => o === 'sent' || o === 'answered').length;
    totals.answered += outcomes.filter((o) => o === 'answered').length;
    totals.refused += outcomes.filter((o) => o === 'refused').length;
    if (outcomes.includes('paused')) return summarize(true);
  }
  return summarize(false);
}

async function sendRound(rows: OutboxRow[], token: string, generation: number): Promise<Outcome[]> {
  // A row names its command; one queued by an older app (no name) is sent by its method and path.
  const operations: SyncOperation[] = rows.map(({ id, command, params, method, path, body, entity }) =>
    command ? { id, command, params, body, entity } : { id, method, path, body, entity },
  );
  const res = await sendBatch(operations, token);
  const byId = new Map(res.results?.map((r) => [r.id, r]));
  const answers: Answered[] = rows.map((row) => {
    const result = byId.get(row.id);
    return {
      row,
      res: result
        ? {
            status: result.status,
            body: result.body,
            retryAfterMs: result.retry_after === undefined ? undefined : result.retry_after * 1000,
          }
        : { ...res, status: batchFailureStatus(res.status) },
    };
  });
  return settleAll(answers, token, generation);
}

/** A batch without an answer for the row: keep 401 (pause) and network/5xx; anything else is retried too. */
function batchFailureStatus(status: number): number {
  return status === 0 || status === 401 || status >= 500 ? status : 503;
}

async function sendMultipart(row: OutboxRow, token: string): Promise<WireResponse> {
  const form = new FormData();
  for (const [name, field] of Object.entries(row.form ?? {})) {
    if (typeof field === 'string') {
      form.append(name, field);
      continue;
    }
    const blob = await blobOf(field.blobId);
    if (!blob) return { status: 410, body: { error: 'The file is no longer on this phone.' } };
    form.append(name, new Blob([blob.data], { type: blob.type }), field.filename);
  }
  return sendOne({ id: row.id, method: row.method, path: row.path, form }, token);
}

/** The signed-in person's rows still waiting, and when the earliest one waiting out a backoff is due. */
async function waitingSummary(mine: (row: OutboxRow) => boolean): Promise<Pick<DrainResult, 'waiting' | 'nextAttemptAt'>> {
  const rows = (await outboxRows()).filter(mine);
  // Rows not due are the ones to wake up for; due rows left over wait behind them (same entity) or for a session.
  const later = rows.map((r) => r.nextAttemptAt).filter((t) => t > Date.now());
  return { waiting: rows.length, nextAttemptAt: later.length ? Math.min(...later) : undefined };
}
