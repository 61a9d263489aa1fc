import type { FastifyInstance } from 'fastify';
import { changeAudience } from '../http/change-concerns.js';

/** At most one poke a second per instance: a busy camp makes one pull per phone, not one per write. */
const POKE_INTERVAL_MS = 1000;

/**
 * After a write that may change what campers read, tells open sockets `{ type: 'changed' }`, so phones pull
 * (GET /api/pull) while they have signal instead of waiting for the next focus. The sockets told are those of the
 * people the writes of the last second concern (http/change-concerns.ts): a chat message pokes its conversation's
 * members, a packing tick its camper, and anything else every socket.
 */
export function registerChangePoke(app: FastifyInstance): void {
  let waiting: ReturnType<typeof setTimeout> | undefined;
  let everyone = false;
  const people = new Set<string>();
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS' || reply.statusCode >= 400) return;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
    const audience = changeAudience(request);
    if (audience === 'everyone') everyone = true;
    else audience.forEach((id) => people.add(id));
    if (waiting || (!everyone && people.size === 0)) return;
    waiting = setTimeout(() => {
      waiting = undefined;
      const to = everyone ? 'everyone' : [...people];
      everyone = false;
      people.clear();
      void (to === 'everyone' ? app.ctx.hub.sendAll({ type: 'changed' }) : app.ctx.hub.send(to, { type: 'changed' }));
    }, POKE_INTERVAL_MS);
  });
  app.addHook('onClose', async () => clearTimeout(waiting));
}
