import type { WireResponse } from '../api/sync';
import { completeRow, refuseRow, releaseRow, scheduleRetry } from '../db/outbox-rows';
import type { OutboxRow } from '../db/schema';
import { pauseOutbox } from '../db/session-repo';
import { applyHandlers } from './apply-handlers';
import { backoffDelay, isRetryable } from './backoff';

export type Outcome = 'sent' | 'retry' | 'refused' | 'paused';

/** Acts on the server's answer to one row (`row.attempts` as read before this attempt). */
export async function settle(row: OutboxRow, res: WireResponse, token: string): Promise<Outcome> {
  if (res.status >= 200 && res.status < 300) {
    await runApply(row, res.body);
    await completeRow(row);
    return 'sent';
  }
  if (res.status === 401) {
    await pauseOutbox(token);
    await releaseRow(row);
    return 'paused';
  }
  if (isRetryable(res.status, res.retryAfterMs)) {
    await scheduleRetry(row, backoffDelay(row.attempts + 1, res.retryAfterMs), errorSentence(res) ?? 'No connection.');
    return 'retry';
  }
  await refuseRow(row, errorSentence(res) ?? `The server refused it (${res.status}).`);
  return 'refused';
}

async function runApply(row: OutboxRow, body: unknown): Promise<void> {
  const handler = row.apply ? applyHandlers[row.apply] : undefined;
  if (!handler) return;
  try {
    await handler(body, row);
  } catch (err) {
    // The server has the change; a broken local copy is fixed by the next pull.
    console.warn(`outbox: handler ${row.apply ?? ''} failed`, err);
  }
}

function errorSentence(res: WireResponse): string | undefined {
  const body = res.body;
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') return body.error;
  return res.error;
}
