/**
 * Follows one queued chat write to its end, so the screen can be honest about it: 'waiting' while
 * it cannot reach the server (offline or retrying), then 'done' once the server accepted it, or
 * 'refused' once the outbox rolled it back. `isDone` tells the two apart from the local records
 * (a refusal puts them back as they were). Returns the unsubscribe function.
 */
import { liveQuery } from 'dexie';
import { db } from './schema';

export type QueuedState = 'sending' | 'waiting' | 'done' | 'refused';

export function watchQueued(rowId: string, isDone: () => Promise<boolean>, onChange: (state: QueuedState) => void): () => void {
  let last: QueuedState | undefined;
  const subscription = liveQuery(async (): Promise<QueuedState> => {
    const row = await db.outbox.get(rowId);
    if (row) return row.state === 'failed' || (row.state === 'pending' && !navigator.onLine) ? 'waiting' : 'sending';
    return (await isDone()) ? 'done' : 'refused';
  }).subscribe({
    next: (state) => {
      if (state === last) return;
      last = state;
      onChange(state);
      if (state === 'done' || state === 'refused') subscription.unsubscribe();
    },
    error: (err: unknown) => console.warn('chat: could not follow a queued change', err),
  });
  return () => subscription.unsubscribe();
}
