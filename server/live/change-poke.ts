import type { FastifyInstance } from 'fastify';
import { changeAudience } from '../http/change-concerns.js';
import { afterCommit } from '../http/request-tx.js';
import type { Hub } from './ws-hub.js';

/** At most one poke a second per instance: a busy camp makes one pull per phone, not one per write. */
const POKE_INTERVAL_MS = 1000;

/** Asks the phones of these people (or every phone) to pull soon: once the current transaction has committed. */
export type Poke = (audience: 'everyone' | readonly string[]) => void;

/**
 * Tells open sockets `{ type: 'changed' }`, so phones pull (GET /api/pull) while they have signal instead of waiting
 * for the next focus. The sockets told are those of the people the changes of the last second concern, on every
 * instance (through the hub): those a write names (http/change-concerns.ts: a chat message pokes its conversation's
 * members, a packing tick its camper, anything else every socket), those a read that marks messages read concerns,
 * and those a scheduled job's change concerns (a purge: everyone; "starts soon": the people told).
 */
export function createChangePoke(hub: Hub): { poke: Poke; stop: () => void } {
  let waiting: ReturnType<typeof setTimeout> | undefined;
  let everyone = false;
  const people = new Set<string>();
  const note = (audience: 'everyone' | readonly string[]) => {
    if (audience === 'everyone') everyone = true;
    else audience.forEach((id) => people.add(id));
    if (waiting || (!everyone && people.size === 0)) return;
    waiting = setTimeout(() => {
      waiting = undefined;
      const to = everyone ? 'everyone' : [...people];
      everyone = false;
      people.clear();
      void (to === 'everyone' ? hub.sendAll({ type: 'changed' }) : hub.send(to, { type: 'changed' }));
    }, POKE_INTERVAL_MS);
  };
  return {
    poke: (audience) => afterCommit(() => note(audience)),
    stop: () => clearTimeout(waiting),
  };
}

/** Pokes after every write request under /api that succeeded (sign-in and the like aside), to whom it concerns. */
export function registerChangePoke(app: FastifyInstance, stop: () => void): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS' || reply.statusCode >= 400) return;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
    app.ctx.poke(changeAudience(request));
  });
  app.addHook('onClose', async () => stop());
}
