import { ownedBy } from './outbox-owner';
import type { UndoStep } from './schema';
import { db } from './schema';

/** Puts records back as they were before an optimistic change (value undefined = the record did not exist). */
export async function applyUndo(steps: UndoStep[]): Promise<void> {
  for (const step of [...steps].reverse()) {
    const table = db.table(step.table);
    if (step.value === undefined) await table.delete(step.key);
    else await table.put(step.value);
  }
}

/** Merges undo steps: the earliest step per record wins, so the merged list restores the oldest state. */
export function mergeUndo(earlier: UndoStep[], later: UndoStep[]): UndoStep[] {
  const seen = new Set(earlier.map(stepId));
  return [...earlier, ...later.filter((s) => !seen.has(stepId(s)))];
}

/**
 * Removes the "waiting to send" mark from the records a change touched, unless another waiting
 * change of the same person touches them too (someone else's queued rows do not mark this person's lists).
 */
export async function clearPendingMarks(steps: UndoStep[], owner: string | null, exceptRowId?: string): Promise<void> {
  const mine = ownedBy(owner);
  const others = await db.outbox.filter((r) => r.id !== exceptRowId && mine(r)).toArray();
  const stillWaiting = new Set(others.flatMap((r) => r.undo.map(stepId)));
  for (const step of steps) {
    if (stillWaiting.has(stepId(step))) continue;
    const table = db.table(step.table);
    const current: unknown = await table.get(step.key);
    if (current && typeof current === 'object' && '_pending' in current) {
      const { _pending: _, ...rest } = current as Record<string, unknown>;
      await table.put(rest);
    }
  }
}

function stepId(s: UndoStep): string {
  return `${s.table}\u0000${JSON.stringify(s.key)}`;
}
