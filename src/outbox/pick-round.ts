import { MAX_SYNC_OPERATIONS } from '../../contracts/batch';
import type { OutboxRow } from '../db/schema';

export interface Round {
  /** JSON rows, sent together through POST /api/sync (or alone when there is one). */
  batch: OutboxRow[];
  /** Multipart rows, each sent on its own. */
  singles: OutboxRow[];
}

/**
 * The rows to send now, in enqueue order. A row never overtakes an earlier row of its entity: once
 * a row of an entity must wait (backoff, in flight, or a multipart call of its own), the entity's
 * later rows wait for the next round, as they do behind a row whose answer may move them (`solo`).
 */
export function pickRound(rows: OutboxRow[], now: number, max = MAX_SYNC_OPERATIONS): Round {
  const blocked = new Set<string>();
  const round: Round = { batch: [], singles: [] };
  for (const row of [...rows].sort((a, b) => a.seq - b.seq)) {
    if (blocked.has(row.entity)) continue;
    if (row.state === 'sending' || row.nextAttemptAt > now) {
      blocked.add(row.entity);
    } else if (row.form) {
      round.singles.push(row);
      blocked.add(row.entity);
    } else if (round.batch.length < max) {
      round.batch.push(row);
      if (row.solo) blocked.add(row.entity);
    } else {
      blocked.add(row.entity);
    }
  }
  return round;
}
