import { serverError } from '../lib/server-error';
import type { WireResponse } from '../api/outbox-wire';
import { isCurrentDrain } from '../db/drain-generation';
import { atomically, completeRows, refuseRow, releaseRow, scheduleRetry } from '../db/outbox-rows';
import type { OutboxRow } from '../db/schema';
import { pauseOutbox } from '../db/auth/session-repo';
import { settleAnswer } from '../db/mutations';
import { backoffDelay, isRetryable } from './backoff';

/**
 * 'answered': sent, and the answer now stored is its row's whole new state (the kind's `answerIsRow`);
 * 'superseded': a newer drain started meanwhile (src/db/drain-generation.ts), so this one settled nothing.
 */
export type Outcome = 'sent' | 'answered' | 'retry' | 'refused' | 'paused' | 'superseded';

export interface Answered {
  row: OutboxRow;
  res: WireResponse;
}

/**
 * Acts on the server's answers to a round's rows (`row.attempts` as read before this attempt), in one
 * transaction, unless the drain of `generation` is no longer the current one.
 */
export function settleAll(answers: Answered[], token: string, generation: number): Promise<Outcome[]> {
  return atomically(async () => {
    if (!(await isCurrentDrain(generation))) return answers.map((): Outcome => 'superseded');
    const outcomes: Outcome[] = [];
    const accepted: OutboxRow[] = [];
    for (const { row, res } of answers) {
      if (isDone(row, res)) {
        outcomes.push((await runSettle(row, res.body)) ? 'answered' : 'sent');
        accepted.push(row);
      } else outcomes.push(await settleFailure(row, res, token));
    }
    await completeRows(accepted);
    return outcomes;
  });
}

/** Accepted, or a delete of something already gone: either way what the camper wanted is true. */
function isDone(row: OutboxRow, res: WireResponse): boolean {
  return (res.status >= 200 && res.status < 300) || (row.method === 'DELETE' && res.status === 404);
}

async function settleFailure(row: OutboxRow, res: WireResponse, token: string): Promise<Outcome> {
  if (res.status === 401 || needsPasswordChange(res)) {
    await pauseOutbox(token);
    await releaseRow(row);
    return 'paused';
  }
  if (isRetryable(res.status, res.retryAfterMs)) {
    await scheduleRetry(row, backoffDelay(row.attempts + 1, res.retryAfterMs), errorSentence(res) ?? 'No connection.');
    return 'retry';
  }
  await refuseRow(row, errorSentence(res) ?? `The server refused it (${res.status}).`, serverError(res.body)?.code);
  return 'refused';
}

/** Whether the answer, stored, is the row's whole new state. */
async function runSettle(row: OutboxRow, body: unknown): Promise<boolean> {
  try {
    return await settleAnswer(row, body);
  } catch (err) {
    // The server has the change; a broken local copy is fixed by the next pull.
    console.warn(`outbox: settling ${row.kind ?? row.path} failed`, err);
    return false;
  }
}

/** The server waits for a required password change: like a 401, the queue waits for the new session. */
function needsPasswordChange(res: WireResponse): boolean {
  const body = res.body as { details?: { code?: unknown } } | null | undefined;
  return res.status === 403 && body?.details?.code === 'password_change_required';
}

function errorSentence(res: WireResponse): string | undefined {
  return serverError(res.body)?.sentence ?? res.error;
}
