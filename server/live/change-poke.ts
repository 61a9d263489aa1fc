import type { FastifyInstance } from 'fastify';

/** At most one poke a second per instance: a busy camp makes one pull per phone, not one per write. */
const POKE_INTERVAL_MS = 1000;

/**
 * After a write that may change what campers read, tells every open socket `{ type: 'changed' }`,
 * so phones pull (GET /api/pull) while they have signal instead of waiting for the next focus.
 */
export function registerChangePoke(app: FastifyInstance): void {
  let waiting: ReturnType<typeof setTimeout> | undefined;
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS' || reply.statusCode >= 400) return;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
    if (waiting) return;
    waiting = setTimeout(() => {
      waiting = undefined;
      void app.ctx.hub.sendAll({ type: 'changed' });
    }, POKE_INTERVAL_MS);
  });
  app.addHook('onClose', async () => clearTimeout(waiting));
}
