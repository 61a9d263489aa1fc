/**
 * One transaction per request that must happen exactly once (a mutation with an Idempotency-Key):
 * the route's writes and its stored answer commit together, so a crash leaves both or neither.
 * Routes keep using `app.ctx.db`: it is a view that, inside such a request, runs on the request's
 * transaction (a route's own `db.transaction()` becomes a savepoint in it), and elsewhere on the pool.
 * Work that must not run before the commit (live events) goes through `afterCommit`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db/client.js';

interface Scope {
  tx: Db;
  open: boolean;
  after: (() => void)[];
}

const scope = new AsyncLocalStorage<Scope>();

/** `base`, or the current request's transaction while it is open. */
export function scopedDb(base: Db): Db {
  return new Proxy(base, {
    get(target, prop) {
      const current = scope.getStore();
      const db = current?.open ? current.tx : target;
      const value: unknown = Reflect.get(db, prop);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(db) : value;
    },
  });
}

/** Thrown inside `inTransaction` to undo its writes while still answering `value`. */
export class RollBack<T> extends Error {
  constructor(readonly value: T) {
    super('rolled back');
  }
}

/** Runs `fn` in one transaction on `base`; queries through scopedDb views join it. */
export async function inTransaction<T>(base: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const after: (() => void)[] = [];
  let result: T;
  try {
    result = await base.transaction(async (tx) => {
      const own: Scope = { tx, open: true, after };
      try {
        return await scope.run(own, () => fn(own.tx));
      } finally {
        own.open = false;
      }
    });
  } catch (err) {
    if (err instanceof RollBack) return err.value as T;
    throw err;
  }
  for (const run of after) run();
  return result;
}

/** Runs `fn` once the current request's transaction has committed (never if it rolls back), or now. */
export function afterCommit(fn: () => void): void {
  const current = scope.getStore();
  if (current?.open) current.after.push(fn);
  else fn();
}
