/**
 * node-postgres runs one query at a time per connection and queues the rest itself, with a warning
 * (pg 9 refuses them). Code inside a transaction holds one connection, and may still start several
 * reads together (Promise.all): each connection of the pool therefore sends its queries one after
 * another, the next once the previous has answered.
 */
import type pg from 'pg';

type Callback = (err: Error | null, result?: unknown) => void;
type Query = (...args: unknown[]) => unknown;

const queued = new WeakSet<object>();

export function oneQueryAtATime(client: pg.Client | pg.PoolClient): void {
  if (queued.has(client)) return;
  queued.add(client);
  const send = (client.query as Query).bind(client);
  let previous: Promise<unknown> = Promise.resolve();
  (client as { query: Query }).query = (...args: unknown[]) => {
    const first = args[0];
    // A submittable (cursor, stream) manages itself.
    if (typeof first === 'object' && first && 'submit' in first) return send(...args);
    const callback = typeof args.at(-1) === 'function' ? (args.pop() as Callback) : undefined;
    const answer = previous.then(() => send(...args) as Promise<unknown>);
    previous = answer.catch(() => undefined);
    if (!callback) return answer;
    answer.then(
      (result) => callback(null, result),
      (err: Error) => callback(err),
    );
    return undefined;
  };
}
