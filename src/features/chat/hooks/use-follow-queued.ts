import { useCallback, useEffect, useRef } from 'react';
import { watchOutcome, type QueuedState } from '../../../db/outcomes-repo';

export type QueuedReactions = Partial<Record<Exclude<QueuedState, 'sending'>, () => void>>;

/**
 * Follows queued chat writes while the chat screen is shown and reacts once to each end state
 * ('waiting' at most once: offline or retrying). Followers stop when the screen goes.
 */
export function useFollowQueued(): (rowId: string, on: QueuedReactions) => void {
  const stops = useRef(new Set<() => void>());
  useEffect(() => {
    const all = stops.current;
    return () => {
      for (const stop of all) stop();
      all.clear();
    };
  }, []);
  return useCallback((rowId, on) => {
    let warned = false;
    const stop = watchOutcome(rowId, (state) => {
      if (state === 'waiting' && !warned) {
        warned = true;
        on.waiting?.();
      }
      if (state === 'done') on.done?.();
      if (state === 'refused') on.refused?.();
      if (state === 'done' || state === 'refused') stops.current.delete(stop);
    });
    stops.current.add(stop);
  }, []);
}
