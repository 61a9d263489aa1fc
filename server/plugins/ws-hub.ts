/**
 * The live socket (/ws?token=): one hub per server instance keeps each signed-in user's open
 * sockets. Routes call `hub.send(userIds, event)`; the event goes through the pub/sub (in-process,
 * or PostgreSQL LISTEN/NOTIFY) so that every instance delivers it to its own sockets.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Database } from '../db/client.js';
import { memoryPubSub, postgresPubSub, type PubSub } from '../lib/pubsub.js';

export interface Hub {
  /** Delivers the event (JSON with a `type`) to every open socket of these users, on every instance. */
  send<E extends { type: string }>(userIds: readonly string[], event: E): Promise<void>;
  attach(userId: string, socket: WebSocket): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

interface Envelope {
  to: string[];
  event: { type: string };
}

export function createHub(database: Database): Hub {
  const pubsub: PubSub = database.kind === 'postgres' && database.url ? postgresPubSub(database.url) : memoryPubSub(database.db);
  const sockets = new Map<string, Set<WebSocket>>();
  pubsub.subscribe((payload) => {
    const { to, event } = JSON.parse(payload) as Envelope;
    const text = JSON.stringify(event);
    for (const userId of to) sockets.get(userId)?.forEach((s) => s.readyState === s.OPEN && s.send(text));
  });
  return {
    async send(userIds, event) {
      if (userIds.length === 0) return;
      try {
        await pubsub.publish(JSON.stringify({ to: [...new Set(userIds)], event }));
      } catch (err) {
        // The change itself is stored; members catch up on their next pull.
        console.error('Live event not delivered', err);
      }
    },
    attach(userId, socket) {
      const set = sockets.get(userId) ?? new Set<WebSocket>();
      set.add(socket);
      sockets.set(userId, set);
      socket.on('close', () => {
        set.delete(socket);
        if (set.size === 0) sockets.delete(userId);
      });
    },
    start: () => pubsub.start(),
    close: () => pubsub.close(),
  };
}

/** Registers the /ws route; a socket without a valid ?token= is closed at once (4401). */
export async function registerWsHub(app: FastifyInstance): Promise<void> {
  const hub = app.ctx.hub;
  await hub.start();
  app.addHook('onClose', async () => hub.close());
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get('/ws', { websocket: true }, (socket, request) => {
    if (!request.authUser) return socket.close(4401, 'Please sign in to continue.');
    hub.attach(request.authUser.id, socket);
    const alive = setInterval(() => socket.ping(), 30_000);
    socket.on('close', () => clearInterval(alive));
    socket.on('message', (data: Buffer) => {
      if (data.toString() === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    });
  });
}
