/**
 * The live socket (/ws?token=): one hub per server instance keeps each signed-in user's open
 * sockets. Routes call `hub.send(userIds, event)`; the instance delivers the event to its own sockets at
 * once, and through the pub/sub (in-process, or PostgreSQL LISTEN/NOTIFY) every other instance delivers
 * it to theirs.
 * `hub.disconnect(userIds)` travels the same way and closes those users' sockets everywhere.
 *
 * Which conversation a socket shows travels the same way, so any instance can leave out of its
 * pushes the people reading it. Each view names its instance and lapses VIEW_LAPSE_MS after it was
 * last heard; every instance repeats its own sockets' views each VIEW_REFRESH_MS. An instance that
 * dies without saying its sockets closed stops repeating them, and after the lapse the others push
 * to those people again.
 */
import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { viewingSignalSchema } from '../../contracts/chat.js';
import { serverErrors } from '../../contracts/error-codes.js';
import type { Database } from '../db/client.js';
import { memoryPubSub, postgresPubSub, type PubSub } from './pubsub.js';
import { afterCommit } from '../http/request-tx.js';

/** Open sockets one person may hold (phones, tabs); a further one closes the oldest. */
export const MAX_SOCKETS_PER_USER = 8;
/** How often an instance repeats its sockets' views, and how long the others trust one they heard. */
const VIEW_REFRESH_MS = 20_000;
export const VIEW_LAPSE_MS = 3 * VIEW_REFRESH_MS;
const SOCKET_CLOSE = {
  signedOut: { code: 4401, reason: serverErrors.sign_in_required },
  passwordChange: { code: 4403, reason: serverErrors.password_change_required },
  tooMany: { code: 4408, reason: 'Too many open connections.' },
} as const;

export interface Hub {
  /** Delivers the event (JSON with a `type`) to every open socket of these users, on every instance. */
  send<E extends { type: string }>(userIds: readonly string[], event: E): Promise<void>;
  /** Delivers the event to every open socket, on every instance (a 'changed' poke: pull soon). */
  sendAll<E extends { type: string }>(event: E): Promise<void>;
  /** Closes every open socket of these users, on every instance (after a revocation). */
  disconnect(userIds: readonly string[]): Promise<void>;
  attach(userId: string, socket: WebSocket): void;
  /** Of these users, those with a socket (on any instance) whose screen shows this conversation. */
  viewing(conversationId: string, userIds: readonly string[]): Set<string>;
  /** Repeats this instance's views to every instance (run each VIEW_REFRESH_MS). */
  refreshViews(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** The address of a poke meant for every open socket. */
const EVERYONE = '*';

/** One socket's "this conversation is on my visible screen" (conversation null: none), on an instance. */
interface View {
  user: string;
  socket: string;
  conversation: string | null;
  instance: string;
}

/** A view as an instance keeps it: until `lapsesAt` on its own clock, unless heard again. */
type HeardView = View & { lapsesAt: number };

/** `views`: every view an instance holds now (its refresh); any of its views not listed is gone. */
type Envelope =
  | { to: string[]; event: { type: string } }
  | { to: string[]; disconnect: true }
  | { to: []; view: View }
  | { to: []; views: View[]; instance: string };

/** An event or a disconnect: what reaches sockets. */
type Delivery = Extract<Envelope, { to: string[]; event: unknown } | { disconnect: true }>;

export interface HubOptions {
  /** The clock views lapse on (tests move it forward). */
  now?: () => number;
  /** How often the running hub repeats its views (tests call refreshViews() themselves). */
  refreshMs?: number;
  /**
   * Last touch to an event before it goes to this instance's `sockets` open sockets it reaches (its stored images'
   * addresses are signed here; a poke learns how widely to spread its pulls).
   */
  prepare?: (event: { type: string }, sockets: number) => unknown;
}

/** Reads a socket's text message: its viewing signal, or null when it is something else. */
function viewingOf(text: string): string | null | undefined {
  try {
    const parsed = viewingSignalSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.conversation_id : undefined;
  } catch {
    return undefined;
  }
}

export function createHub(
  database: Database,
  { now = Date.now, refreshMs = VIEW_REFRESH_MS, prepare = (event) => event }: HubOptions = {},
): Hub {
  const pubsub: PubSub = database.kind === 'postgres' && database.url ? postgresPubSub(database.url) : memoryPubSub(database.db);
  const instance = randomUUID();
  const sockets = new Map<string, Set<WebSocket>>();
  // Every instance keeps every socket's view, so the one sending a push knows about sockets elsewhere.
  const views = new Map<string, HeardView>();
  // This instance's own sockets' views, repeated by refreshViews().
  const own = new Map<string, View>();
  let refresher: NodeJS.Timeout | undefined;
  const keepView = (view: View) =>
    view.conversation ? views.set(view.socket, { ...view, lapsesAt: now() + VIEW_LAPSE_MS }) : views.delete(view.socket);
  const keepRefresh = (from: string, listed: View[]) => {
    const still = new Set(listed.map((v) => v.socket));
    for (const [key, view] of views) if (view.instance === from && !still.has(key)) views.delete(key);
    listed.forEach(keepView);
  };
  /** To this instance's own sockets. */
  const deliver = (envelope: Delivery) => {
    if ('disconnect' in envelope) {
      const { code, reason } = SOCKET_CLOSE.signedOut;
      for (const userId of envelope.to) sockets.get(userId)?.forEach((s) => s.close(code, reason));
      return;
    }
    const to = envelope.to.includes(EVERYONE) ? [...sockets.keys()] : envelope.to;
    const open = to.flatMap((userId) => [...(sockets.get(userId) ?? [])].filter((s) => s.readyState === s.OPEN));
    if (open.length === 0) return;
    // Serialised, signed and encoded once: every socket gets the same bytes, as a text frame (the app reads a string).
    const data = Buffer.from(JSON.stringify(prepare(envelope.event, open.length)));
    for (const s of open) s.send(data, { binary: false });
  };
  pubsub.subscribe((payload) => {
    const envelope = JSON.parse(payload) as Envelope;
    if ('view' in envelope) return void keepView(envelope.view);
    if ('views' in envelope) return keepRefresh(envelope.instance, envelope.views);
    // The pub/sub brings only the other instances' events: this one's own, it delivered itself.
    deliver(envelope);
  });
  const publish = async (envelope: Envelope) => {
    if (envelope.to.length === 0 && !('view' in envelope) && !('views' in envelope)) return;
    await pubsub.publish(JSON.stringify({ ...envelope, to: [...new Set(envelope.to)] }));
  };
  /**
   * The other instances' sockets through the pub/sub, this instance's own at once (no round trip through
   * PostgreSQL for them). The NOTIFY leaves first: the pool sends it on the next tick, and this instance's
   * writes wait one tick behind it, so the others write to their sockets while this one writes to its own,
   * not after its last one.
   */
  const fanOut = async (envelope: Delivery) => {
    const published = publish(envelope);
    const ownSockets = new Promise((resolve) => process.nextTick(resolve)).then(() => deliver(envelope));
    await Promise.all([published, ownSockets]);
  };
  const refreshViews = async () => {
    for (const [key, view] of views) if (view.lapsesAt <= now()) views.delete(key);
    own.forEach(keepView);
    await publish({ to: [], views: [...own.values()], instance });
  };
  return {
    // Published once the request's transaction has committed, so a reader never misses the change.
    async send(userIds, event) {
      const envelope = { to: [...userIds], event };
      // The change itself is stored; members catch up on their next pull.
      afterCommit(() => void fanOut(envelope).catch((err: unknown) => console.error('Live event not delivered', err)));
    },
    async sendAll(event) {
      await fanOut({ to: [EVERYONE], event }).catch((err: unknown) => console.error('Live event not delivered', err));
    },
    async disconnect(userIds) {
      const envelope = { to: [...userIds].filter((id) => id !== EVERYONE), disconnect: true as const };
      afterCommit(() => void fanOut(envelope).catch((err: unknown) => console.error('Sockets not closed', err)));
    },
    attach(userId, socket) {
      const set = sockets.get(userId) ?? new Set<WebSocket>();
      set.add(socket);
      sockets.set(userId, set);
      // Sets keep insertion order: the first entries are the oldest sockets.
      for (const old of [...set].slice(0, Math.max(0, set.size - MAX_SOCKETS_PER_USER))) {
        set.delete(old);
        old.close(SOCKET_CLOSE.tooMany.code, SOCKET_CLOSE.tooMany.reason);
      }
      const key = randomUUID();
      const view = async (conversation: string | null) => {
        const seen = { user: userId, socket: key, conversation, instance };
        if (conversation) own.set(key, seen);
        else own.delete(key);
        keepView(seen);
        await publish({ to: [], view: seen });
      };
      socket.on('message', (data: Buffer) => {
        const conversation = viewingOf(data.toString());
        if (conversation === undefined) return;
        void view(conversation)
          .then(() => socket.readyState === socket.OPEN && socket.send(JSON.stringify({ type: 'viewing', conversation_id: conversation })))
          .catch((err: unknown) => console.error('Viewing not shared', err));
      });
      socket.on('close', () => {
        set.delete(socket);
        if (set.size === 0 && sockets.get(userId) === set) sockets.delete(userId);
        if (own.has(key)) void view(null).catch((err: unknown) => console.error('Viewing not shared', err));
      });
    },
    viewing(conversationId, userIds) {
      const wanted = new Set(userIds);
      const at = now();
      return new Set(
        [...views.values()].filter((v) => v.lapsesAt > at && v.conversation === conversationId && wanted.has(v.user)).map((v) => v.user),
      );
    },
    refreshViews,
    async start() {
      await pubsub.start();
      refresher = setInterval(() => void refreshViews().catch((err: unknown) => console.error('Views not repeated', err)), refreshMs);
      refresher.unref();
    },
    async close() {
      clearInterval(refresher);
      await pubsub.close();
    },
  };
}

/**
 * Registers the /ws route. A socket without a valid ?token= is closed at once (4401), and so is one
 * of a person who must first change their password (4403). A socket that misses a ping is dropped.
 */
export async function registerWsHub(app: FastifyInstance): Promise<void> {
  const hub = app.ctx.hub;
  await hub.start();
  app.addHook('onClose', async () => hub.close());
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get('/ws', { websocket: true }, (socket, request) => {
    const user = request.authUser;
    if (!user) return socket.close(SOCKET_CLOSE.signedOut.code, SOCKET_CLOSE.signedOut.reason);
    if (user.mustChangePassword) return socket.close(SOCKET_CLOSE.passwordChange.code, SOCKET_CLOSE.passwordChange.reason);
    hub.attach(user.id, socket);
    let answered = true;
    socket.on('pong', () => (answered = true));
    const alive = setInterval(() => {
      if (!answered) return socket.terminate();
      answered = false;
      socket.ping();
    }, 30_000);
    socket.on('close', () => clearInterval(alive));
    socket.on('message', (data: Buffer) => {
      if (data.toString() === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    });
  });
}
