import { useObservable } from 'dexie-react-hooks';
import { liveRead } from '../live-read';

/**
 * dexie-react-hooks' useLiveQuery, through `liveRead` (src/db/live-read.ts): a read whose database
 * connection was lost under the page reopens it and answers, instead of "Loading…" for good.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: unknown[]): T | undefined;
export function useLiveQuery<T, TDefault>(querier: () => Promise<T> | T, deps: unknown[], defaultResult: TDefault): T | TDefault;
export function useLiveQuery<T, TDefault>(
  querier: () => Promise<T> | T,
  deps: unknown[] = [],
  defaultResult?: TDefault,
): T | TDefault | undefined {
  // The read changes with its deps, as with useLiveQuery.
  return useObservable(() => liveRead(querier), deps, defaultResult);
}
