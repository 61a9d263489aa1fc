import type { FastifyInstance } from 'fastify';

/**
 * Holds the server's answers to some requests (by path prefix): `allow(n)` lets n more through and
 * holds the rest until `release()`, or until `refuse()` answers them 503. Every matching request that
 * reached the server is logged, in order.
 */
export function requestGate(prefix: string) {
  let permits = Number.POSITIVE_INFINITY;
  const held: ((open: boolean) => void)[] = [];
  const log: string[] = [];
  return {
    install(app: FastifyInstance) {
      app.addHook('onRequest', async (request, reply) => {
        const path = request.url.split('?')[0] ?? '';
        if (!path.startsWith(prefix)) return;
        log.push(path);
        if (permits > 0) {
          permits -= 1;
          return;
        }
        if (!(await new Promise<boolean>((resolve) => held.push(resolve))))
          await reply.code(503).send({ error: 'Held back by the test.', code: 'unavailable' });
      });
    },
    allow(n: number) {
      permits = n;
    },
    held: () => held.length,
    refuse() {
      for (const resolve of held.splice(0)) resolve(false);
    },
    release() {
      permits = Number.POSITIVE_INFINITY;
      for (const resolve of held.splice(0)) resolve(true);
    },
    log,
  };
}
