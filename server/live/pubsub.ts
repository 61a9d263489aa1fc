/**
 * Fan-out of live events between server instances. On PGlite (one process) it is an in-process
 * emitter. On PostgreSQL every instance LISTENs on one channel through a dedicated connection and
 * publishes with NOTIFY, so a socket on any instance hears what was posted through any other.
 * A subscriber hears what the other instances published, never its own (the instance that publishes
 * has already delivered it to its own sockets).
 * NOTIFY payloads are capped near 8 kB, so long payloads travel in numbered chunks of whole characters,
 * each headed by its publisher and place: a whole camp's broadcast (2,000 recipients) is about ten.
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

/** One emitter per database: PGlite lives in one process, so instances on it share that emitter. */
const emitters = new WeakMap<object, EventEmitter>();

export function memoryPubSub(database: object): PubSub {
  const emitter = emitters.get(database) ?? new EventEmitter();
  emitter.setMaxListeners(0);
  emitters.set(database, emitter);
  const origin = randomUUID();
  const own: ((payload: string, from: string) => void)[] = [];
  return {
    async publish(payload) {
      emitter.emit('event', payload, origin);
    },
    subscribe(handler) {
      const heard = (payload: string, from: string) => from !== origin && handler(payload);
      own.push(heard);
      emitter.on('event', heard);
    },
    async start() {},
    async close() {
      own.forEach((h) => emitter.off('event', h));
    },
  };
}

/** Bytes of a chunk's text: with its header (about 80 bytes), under NOTIFY's 8000-byte limit. */
const CHUNK_BYTES = 7800;

/** `payload` cut into pieces of at most CHUNK_BYTES UTF-8 bytes, never inside a character. */
export function chunksOf(payload: string): string[] {
  const bytes = Buffer.from(payload);
  const chunks: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(bytes.length, start + CHUNK_BYTES);
    // A byte 10xxxxxx continues the character before it: cut before that character instead.
    while (end < bytes.length && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
    chunks.push(bytes.toString('utf8', start, end));
    start = end;
  }
  return chunks.length > 0 ? chunks : [''];
}

/** A chunk's header: `<publisher> <payload id> <index> <count> `, then its text. */
const HEADER = /^(\S+) (\S+) (\d+) (\d+) /;

export function postgresPubSub(url: string): PubSub {
  // One connection stays open: a live event after a quiet spell must not wait for a new one (tens of ms).
  const publisher = new pg.Pool({ connectionString: url, max: 2, min: 1 });
  // A kept connection that drops (PostgreSQL restarted) is replaced on the next publish; it must not end the process.
  publisher.on('error', (err) => console.error('Live event connection lost', err.message));
  const handlers: PubSubHandler[] = [];
  const origin = randomUUID();
  const partial = new Map<string, string[]>();
  let listener: pg.Client | null = null;
  let closing = false;

  const receive = (raw: string) => {
    const header = HEADER.exec(raw);
    if (!header) throw new Error('a live event chunk without its header');
    const [head, from, id = '', index, count] = header;
    // What this instance published, it delivered itself: not even assembled.
    if (from === origin) return;
    const n = Number(count);
    const parts = partial.get(id) ?? new Array<string>(n);
    parts[Number(index)] = raw.slice(head.length);
    if (parts.filter((p) => p !== undefined).length < n) return void partial.set(id, parts);
    partial.delete(id);
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
      const id = randomUUID();
      const pieces = chunksOf(payload);
      const chunks = pieces.map((piece, i) => `${origin} ${id} ${i} ${pieces.length} ${piece}`);
      // Every chunk in one round trip (an event for a whole camp's broadcast lists thousands of ids).
      await publisher.query('SELECT pg_notify($1, chunk) FROM unnest($2::text[]) AS chunk', [CHANNEL, chunks]);
    },
    subscribe: (handler) => void handlers.push(handler),
    async start() {
      await Promise.all([listen(), publisher.query('SELECT 1')]);
    },
    async close() {
      closing = true;
      await listener?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}
