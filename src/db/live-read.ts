/**
 * Dexie's liveQuery, made to outlive a lost connection. Dexie's own liveQuery drops a read that failed
 * with DatabaseClosedError or AbortError without a word (the screen waits on "Loading…" for good) and
 * ends on any other failure. Here a read that failed because the connection went away reopens the
 * database and starts again; other failures, or a connection that will not come back, end it as before.
 */
import { liveQuery, type Observable, type Observer, type Subscription } from 'dexie';
import { isConnectionLost } from './idb-errors';
import { reopenDb } from './reconnect';

/** How many times in a row a read may find the connection lost before it gives up. */
const TRIES = 5;

class LostConnection extends Error {
  override name = 'LostConnection';
  constructor(readonly lost: unknown) {
    super('The database connection was lost.');
  }
}

type Next<T> = ((value: T) => void) | null | undefined;
type Failed = ((err: unknown) => void) | null | undefined;

/** An Observable (as Dexie's liveQuery returns, for useObservable and subscribers) that restarts its read on a lost connection. */
class LiveRead<T> implements Observable<T> {
  constructor(private readonly querier: () => Promise<T>) {}

  subscribe(first?: Observer<T> | Next<T>, onError?: Failed): Subscription {
    const next = typeof first === 'function' || !first ? first : first.next?.bind(first);
    const fail = typeof first === 'function' || !first ? onError : first.error?.bind(first);
    let inner: Subscription | undefined;
    let closed = false;
    let lostInARow = 0;
    const start = () => {
      inner = liveQuery(this.querier).subscribe({
        next: (value) => {
          lostInARow = 0;
          next?.(value);
        },
        error: (err: unknown) => {
          if (closed) return;
          if (!(err instanceof LostConnection) || ++lostInARow > TRIES) return fail?.(err instanceof LostConnection ? err.lost : err);
          reopenDb().then(
            () => void (closed || start()),
            (failure: unknown) => fail?.(failure),
          );
        },
      });
    };
    start();
    return {
      get closed() {
        return closed;
      },
      unsubscribe() {
        closed = true;
        inner?.unsubscribe();
      },
    };
  }

  [Symbol.observable](): this {
    return this;
  }
}

export function liveRead<T>(querier: () => Promise<T> | T): Observable<T> {
  // Dexie hides a read lost to a closed database: give it a name Dexie passes on.
  return new LiveRead(async (): Promise<T> => {
    try {
      return await querier();
    } catch (err) {
      throw isConnectionLost(err) || (err as { name?: unknown } | null)?.name === 'AbortError' ? new LostConnection(err) : err;
    }
  });
}
