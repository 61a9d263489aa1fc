/**
 * The outbox: every write of the app. A repository calls `enqueue` with the API call to make and
 * a function that applies the optimistic change to Dexie and returns the undo steps; both land in
 * one Dexie transaction, so the screen shows the change at once and the change cannot be lost.
 * src/sync/drain.ts then sends the rows (Idempotency-Key = row id) when there is signal.
 *
 * API (stable, other areas build on it):
 *   enqueue(mutation, change?) -> the stored row (or null when it cancelled an unsent opposite row)
 *   waitingRows() / failedRows(), retryRow(id), discardRow(id) for the "N changes waiting" list
 */
import type { OutboxRow, UndoStep } from './schema';

export interface Mutation {
  /** Ordering/coalescing key, e.g. 'packing:12', 'post-like:<postId>', 'conversation:<id>'. */
  entity: string;
  method: OutboxRow['method'];
  /** API path without /api, e.g. '/packing/12'. */
  path: string;
  body?: unknown;
  form?: OutboxRow['form'];
  /** 'set' (default for PUT and set-style POSTs): an unsent row for the same entity is replaced. */
  coalesce?: OutboxRow['coalesce'];
  /** For 'set' rows: the server state before the change; a later row equal to it cancels both. */
  baseline?: unknown;
  /** Name of the response handler (src/sync/apply-handlers.ts) that stores the server's answer. */
  apply?: string;
  /** What the camper did, e.g. "Tick 'Sunscreen'". */
  label: string;
}

export type OptimisticChange = () => Promise<UndoStep[]>;

export async function enqueue(_mutation: Mutation, _change?: OptimisticChange): Promise<OutboxRow | null> {
  throw new Error('outbox not built yet');
}
