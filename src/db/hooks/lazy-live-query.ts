import { useEffect, useState, type DependencyList } from 'react';
import { afterOpeningScreen } from '../../lib/first-screen';

type LiveQueries = typeof import('../live-queries');

let loading: Promise<LiveQueries> | undefined;
const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));
const liveQueries = () => (loading ??= import('../live-queries'));

/**
 * `useLiveQuery` of one of the live reads of src/db/live-queries.ts, whose Dexie code loads once the
 * opening screen has drawn: `initial` until the first result, then every change, as useLiveQuery does.
 */
export function useLazyLiveQuery<T>(query: (reads: LiveQueries) => Promise<T>, deps: DependencyList, initial: T): T {
  const [result, setResult] = useState<{ value: T } | undefined>();
  const [failure, setFailure] = useState<Error>();
  // As with useLiveQuery, a failed read reaches the screen's error boundary.
  if (failure) throw failure;
  useEffect(() => {
    let stopped = false;
    let subscription: { unsubscribe(): void } | undefined;
    afterOpeningScreen(() => {
      liveQueries().then(
        (reads) => {
          if (stopped) return;
          subscription = reads
            .liveRead(() => query(reads))
            .subscribe({ next: (value) => setResult({ value }), error: (e: unknown) => setFailure(asError(e)) });
        },
        (e: unknown) => setFailure(asError(e)),
      );
    });
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
    // The query changes with its deps, as with useLiveQuery.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return result ? result.value : initial;
}
