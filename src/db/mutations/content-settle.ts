import { myWaitingRows } from '../outbox-owner';
import type { OutboxRow } from '../schema';

/**
 * Whether the server's answer to `row` may be stored: not while a later change of the same record
 * by the same person waits to be sent (its optimistic version is what the screen must keep showing).
 */
export async function answerIsLatest(row: OutboxRow): Promise<boolean> {
  const later = (await myWaitingRows(row.owner ?? null, row.entity)).filter((r) => r.id !== row.id && r.seq > row.seq);
  return later.length === 0;
}
