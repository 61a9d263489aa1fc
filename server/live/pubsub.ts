/**
 * Fan-out of live events between server instances. On PGlite (one process) it is an in-process
 * emitter. On PostgreSQL every instance LISTENs on one channel through a dedicated connection and
 * publishes with NOTIFY, so a socket on any instance hears what was posted through any other.
 * NOTIFY payloads are capped near 8 kB, so long payloads travel in numbered chunks.
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';

type PubSubHandler = (payload: string) => void;

export interface PubSub {
  publish(payload: string): Promise<void>;
  subscribe(handler: PubSubHandler): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'camp_weekend_events';
// Characters per chunk: at 4 bytes each, still under the 8000-byte payload limit.
const CHUNK = 1900;

/** One emitter per database: PGlite lives in one process, so instances on it share that emitter. */
const emitters = new WeakMap<object, EventEmitter>();

export function memoryPubSub(database: object): PubSub {
  const emitter = emitters.get(database) ?? new EventEmitter();
  emitter.setMaxListeners(0);
  emitters.set(database, emitter);
  const own: PubSubHandler[] = [];
  return {
    async publish(payload) {
      emitter.emit('event', payload);
    },
    subscribe(handler) {
      own.push(handler);
      emitter.on('event', handler);
    },
    async start() {},
    async close() {
      own.forEach((h) => emitter.off('event', h));
    },
  };
}

interface Chunk {
  c: string;
  i: number;
  n: number;
  d: string;
}

export function postgresPubSub(url: string): PubSub {
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  const handlers: PubSubHandler[] = [];
  const partial = new Map<string, string[]>();
  let listener: pg.Client | null = null;
  let closing = false;

  const receive = (raw: string) => {
    const chunk = JSON.parse(raw) as Chunk;
    const parts = partial.get(chunk.c) ?? new Array<string>(chunk.n);
    parts[chunk.i] = chunk.d;
    if (parts.filter((p) => p !== undefined).length < chunk.n) return void partial.set(chunk.c, parts);
    partial.delete(chunk.c);
    const payload = parts.join('');
    handlers.forEach((h) => h(payload));
  };

  /** A dedicated connection that LISTENs; when it drops, a new one takes over a second later. */
  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    listener = client;
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        receive(msg.payload);
      } catch (err) {
        console.error('Unreadable live event', err);
      }
    });
    const retry = () => {
      if (closing || listener !== client) return;
      listener = null;
      setTimeout(() => void listen().catch((err: unknown) => console.error('LISTEN reconnect failed', err)), 1000);
    };
    client.on('error', retry);
    client.on('end', retry);
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
  }

  return {
    async publish(payload) {
      const c = randomUUID();
      const n = Math.max(1, Math.ceil(payload.length / CHUNK));
      const chunks = Array.from({ length: n }, (_, i) => JSON.stringify({ c, i, n, d: payload.slice(i * CHUNK, (i + 1) * CHUNK) }));
      // Every chunk in one round trip (an event for a whole camp's broadcast lists thousands of ids).
      await publisher.query('SELECT pg_notify($1, chunk) FROM unnest($2::text[]) AS chunk', [CHANNEL, chunks]);
    },
    subscribe: (handler) => void handlers.push(handler),
    start: listen,
    async close() {
      closing = true;
      await listener?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}
