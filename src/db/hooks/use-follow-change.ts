import { useCallback, useEffect, useRef } from 'react';
import { outcomeOf, watchOutcome } from '../outcomes-repo';
import type { OutboxRow } from '../schema';

export interface ChangeReactions {
  /** No signal (or retrying): it waits on the phone. Called at most once. */
  waiting?: () => void;
  done?: () => void;
  /** The server said no, with its sentence. */
  refused?: (reason: string) => void;
}

/**
 * Follows queued changes while the screen is shown and reacts once to how each ends, so a screen can
 * say 'saved', 'waiting for signal' or the server's refusal. Followers stop when the screen goes.
 */
export function useFollowChange(): (row: OutboxRow | null, on: ChangeReactions) => void {
  const stops = useRef(new Set<() => void>());
  useEffect(() => {
    const all = stops.current;
    return () => {
      for (const stop of all) stop();
      all.clear();
    };
  }, []);
  return useCallback((row, on) => {
    if (!row) return;
    let warned = false;
    const stop = watchOutcome(row.id, (state) => {
      if (state === 'waiting' && !warned) {
        warned = true;
        on.waiting?.();
      }
      if (state === 'done') on.done?.();
      if (state === 'refused') void outcomeOf(row.id).then((o) => on.refused?.(o.state === 'refused' ? o.reason : ''));
      if (state === 'done' || state === 'refused') stops.current.delete(stop);
    });
    stops.current.add(stop);
  }, []);
}
