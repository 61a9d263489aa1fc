/**
 * PGlite runs every query inside WebAssembly on the server's one event loop, and its plain
 * `query()` spends most of that time in protocol steps: it parses and plans the text, asks for
 * the parameter types, then binds, describes and executes, each a separate entry into the engine.
 * The server sends the same few hundred query texts over and over, so this keeps each one as a
 * named prepared statement (parsed and typed once) and runs it again in one entry: bind, describe,
 * execute. Values are serialized by the parameter types PGlite itself would use, and rows are read
 * by PGlite's own result parser, so every answer is the same; a query costs about a third.
 *
 * Only data statements (select, insert, update, delete, with) are kept; anything else (savepoints,
 * a migration's DDL) runs through PGlite's own path, and DDL forgets the kept statements.
 */
import { parse, protocol, type PGlite, type Transaction } from '@electric-sql/pglite';
import type { TableChanges } from './table-changes.js';

type QueryOptions = Parameters<PGlite['query']>[2];
type Results = Awaited<ReturnType<PGlite['query']>>;
type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

/** PGlite's internals this relies on (public methods, not part of its typings). */
interface Engine {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  execProtocolStream(message: Uint8Array, opts: { syncToFs: boolean }): Promise<BackendMessage[]>;
  syncToFs(): Promise<void>;
}

const MAX_KEPT = 1000;
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;
/** Statements that leave the schema as it is; any other (DDL, or text starting with a comment) may change it. */
const SCHEMA_KEPT = /^\s*(savepoint|release|rollback|begin|commit|start|end|set|show|lock)\b/i;
const { serialize } = protocol;

interface Kept {
  name: string;
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The error as PGlite's own query() reports it (with the query it came from). */
function withQuery(err: unknown, query: string, params: unknown[], options: QueryOptions): unknown {
  if (err && typeof err === 'object' && 'severity' in err) Object.assign(err, { query, params, queryOptions: options });
  return err;
}

/**
 * `client` with query() and transaction() running through kept statements; everything else as is.
 * `changes` hears of every statement before it runs (table-changes.ts).
 */
export function withKeptStatements(client: PGlite, changes: TableChanges): PGlite {
  const engine = client as unknown as Engine;
  const kept = new Map<string, Kept>();
  let closing: string[] = [];
  let counter = 0;

  /** After a schema change, statements are parsed again (their result columns may differ). */
  const forgetAfter = (text: string) => {
    if (SCHEMA_KEPT.test(text)) return;
    closing.push(...[...kept.values()].map((k) => k.name));
    kept.clear();
  };

  /** Sends `messages` (after any pending Close) ending with Sync, as one entry into the engine. */
  const send = async (messages: Uint8Array[]) => {
    const closes = closing.map((name) => serialize.close({ type: 'S', name }));
    closing = [];
    return engine.execProtocolStream(concat([...closes, ...messages, serialize.sync()]), { syncToFs: false });
  };

  /**
   * The parsers a query's rows are read with: the query's own (drizzle gives a few) over the client's. PGlite's
   * parseResults would copy all of the client's (some 300) into a new object for every query; this lays the
   * query's few over them by prototype instead, so each value is read by the same parser for a fraction of the cost.
   */
  const parsersOf = (options: QueryOptions): PGlite['parsers'] =>
    options?.parsers ? Object.assign(Object.create(client.parsers) as typeof client.parsers, options.parsers) : client.parsers;

  /** Runs one data statement; the caller holds PGlite's query lock. */
  const run = async (text: string, params: unknown[], options: QueryOptions): Promise<Results> => {
    let statement = kept.get(text);
    try {
      if (!statement) {
        const name = `cw_${(counter += 1)}`;
        let described: BackendMessage[];
        try {
          described = await send([serialize.parse({ name, text }), serialize.describe({ type: 'S', name })]);
        } catch (err) {
          // Whether or not the Parse was made, it is closed with the next message (closing none is no error).
          closing.push(name);
          throw err;
        }
        statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
        kept.set(text, statement);
        if (kept.size > MAX_KEPT) {
          const [oldest] = kept;
          if (oldest) {
            kept.delete(oldest[0]);
            closing.push(oldest[1].name);
          }
        }
      } else {
        // Most recently used last, so the oldest is the least used.
        kept.delete(text);
        kept.set(text, statement);
      }
      const { paramTypes } = statement;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = paramTypes[i] ?? 0;
        // As PGlite's query(): the type's serializer, else its default (toString).
        const serializer = options?.serializers?.[type] ?? client.serializers[type] ?? client.serializers[0];
        return serializer ? serializer(value) : null;
      });
      const messages = await send([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
      ]);
      const [result] = parse.parseResults(messages, parsersOf(options), options && { ...options, parsers: undefined });
      return result as Results;
    } catch (err) {
      throw withQuery(err, text, params, options);
    }
  };

  /**
   * A statement outside a transaction is noted before it waits for the engine and again once it has run, before the
   * engine is free: a reader that saw the first note while it waited (replication/unwritten-tables.ts) sees a change
   * once its write is there.
   */
  const query = async (text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results> => {
    changes.willRun(text);
    if (!DATA_STATEMENT.test(text) || options?.blob) {
      forgetAfter(text);
      return client.query(text, params, options).finally(() => changes.noteStatement(text));
    }
    await engine._checkReady();
    return engine._runExclusiveTransaction(() =>
      engine._runExclusiveQuery(async () => {
        try {
          const result = await run(text, params, options);
          await engine.syncToFs();
          return result;
        } finally {
          changes.noteStatement(text);
        }
      }),
    );
  };

  const transaction = <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> =>
    client.transaction(async (tx) => {
      changes.willRun('BEGIN');
      const fast = new Proxy(tx, {
        get(target, prop, receiver) {
          if (prop !== 'query') return Reflect.get(target, prop, receiver) as unknown;
          return async (text: string, params: unknown[] = [], options?: QueryOptions) => {
            if (target.closed) throw new Error('Transaction is closed');
            changes.willRun(text);
            if (!DATA_STATEMENT.test(text) || options?.blob) {
              forgetAfter(text);
              return target.query(text, params, options);
            }
            // Inside a transaction the files are written at its commit, as PGlite does.
            return engine._runExclusiveQuery(() => run(text, params, options));
          };
        },
      });
      try {
        const result = await fn(fast);
        changes.willRun('COMMIT');
        return result;
      } catch (err) {
        changes.willRun('ROLLBACK');
        throw err;
      }
    });

  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return query;
      if (prop === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
