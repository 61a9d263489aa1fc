/**
 * What the drain and the waiting list do to outbox rows. Every step that settles a row (sent,
 * refused, discarded) removes it with its blobs and fixes the local records in one transaction.
 */
import { changeScreen } from '../lib/change-screen';
import { isCurrentDrain } from './drain-generation';
import { addRefusalNotice } from './notifications/notifications-store';
import { recordRefusal, refusalSaid } from './outcomes-repo';
import type { OutboxRow } from './schema';
import { db } from './schema';
import { applyUndo, clearPendingMarks } from './undo';

/** All rows in enqueue order. */
export function outboxRows(): Promise<OutboxRow[]> {
  return db.outbox.orderBy('seq').toArray();
}

/**
 * Picks the rows to send and marks them 'sending' in one transaction, so an enqueue either
 * coalesces into a row before it is picked or, once picked, queues a new row behind it. A drain
 * that is no longer the current one (src/db/drain-generation.ts) picks from no rows.
 */
export async function claimRows<R extends { batch: OutboxRow[]; singles: OutboxRow[] }>(
  generation: number,
  pick: (rows: OutboxRow[]) => R,
): Promise<R> {
  return db.transaction('rw', db.outbox, db.meta, async () => {
    const round = pick((await isCurrentDrain(generation)) ? await db.outbox.orderBy('seq').toArray() : []);
    const rows = [...round.singles, ...round.batch];
    await db.outbox.bulkUpdate(rows.map((r) => ({ key: r.id, changes: { state: 'sending' as const, attempts: r.attempts + 1 } })));
    return round;
  });
}

/** Runs the settling of a round in one transaction (all tables): one commit instead of one per row. */
export function atomically<T>(work: () => Promise<T>): Promise<T> {
  return db.transaction('rw', db.tables, work);
}

/** The server accepted the rows: drop them and their blobs, then clear the "waiting" marks (unless another row still waits on the record). */
export async function completeRows(rows: OutboxRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction('rw', db.tables, async () => {
    for (const row of rows) await removeWithBlobs(row);
    await clearPendingMarks(
      rows.flatMap((r) => r.undo),
      rows.find((r) => r.owner)?.owner ?? null,
    );
  });
}

/** Retry later: the row stays, marked failed, with the time of its next attempt. */
export async function scheduleRetry(row: OutboxRow, delayMs: number, error: string): Promise<void> {
  await db.outbox.update(row.id, { state: 'failed', nextAttemptAt: Date.now() + delayMs, lastError: error });
}

/** Back to waiting without counting the attempt (the queue paused on a 401). */
export async function releaseRow(row: OutboxRow): Promise<void> {
  await db.outbox
    .where('id')
    .equals(row.id)
    .modify((r) => {
      r.state = 'pending';
      r.attempts = Math.max(0, r.attempts - 1);
    });
}

/** The server refused the change: roll it back and tell the camper what was not saved and why. */
export async function refuseRow(row: OutboxRow, reason: string, code?: string): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    // A pull that arrived while the change was on its way rebased its undo onto the server's version.
    const { undo } = (await db.outbox.get(row.id)) ?? row;
    await removeWithBlobs(row);
    await applyUndo(undo);
    await recordRefusal(row, reason, code);
    await addRefusalNotice({
      title: 'Not saved',
      message: `${row.label} was not saved. ${reason}`,
      type: 'error',
      ...changeScreen(row.path),
      changeId: row.id,
      ...refusalSaid(row, reason, code),
    });
  });
}

/** "Retry" in the waiting list: send it at the next drain. */
export async function retryRow(id: string): Promise<void> {
  await db.outbox.update(id, { state: 'pending', nextAttemptAt: 0 });
}

/** Connectivity is back: every row waiting out a backoff becomes due. */
export async function retryAllNow(): Promise<void> {
  await db.outbox.where('state').equals('failed').modify({ nextAttemptAt: 0 });
}

/** "Discard" in the waiting list: roll the change back locally and forget it. */
export async function discardRow(id: string): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const row = await db.outbox.get(id);
    if (!row) return;
    await removeWithBlobs(row);
    await applyUndo(row.undo);
  });
}

async function removeWithBlobs(row: OutboxRow): Promise<void> {
  await db.outbox.delete(row.id);
  for (const field of Object.values(row.form ?? {})) if (typeof field === 'object') await db.blobs.delete(field.blobId);
}

export async function blobOf(id: string): Promise<{ data: ArrayBuffer; type: string } | undefined> {
  return db.blobs.get(id);
}
