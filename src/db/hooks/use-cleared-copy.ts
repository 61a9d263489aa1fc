import type { ClearedCopy } from '../cleared-copy';
import { useLazyLiveQuery } from './lazy-live-query';

/** The phone's copy of the camp was found cleared (src/db/cleared-copy.ts): null when there is nothing to say. */
export function useClearedCopy(): ClearedCopy | null {
  return useLazyLiveQuery((reads) => reads.clearedCopy(), [], null);
}
