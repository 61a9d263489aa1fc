import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../server/http/validate.js';
import { requireUser } from '../../server/auth/authenticate.js';

/**
 * A test-only, deliberately non-idempotent route: every call that reaches it adds to a counter,
 * so a test can count effects. `slowMs` holds the request open to catch it "still running".
 */
export function counterRoutes(state: { count: number; gate?: Promise<void> }) {
  return (api: FastifyInstance) => {
    api.post('/test/counter', async (request, reply) => {
      requireUser(request);
      const { by } = validate(z.object({ by: z.number().int().min(1).max(10) }), request.body);
      if (state.gate) await state.gate;
      state.count += by;
      return reply.code(201).send({ count: state.count, at: Date.now() });
    });
  };
}

/** A test-only route that always fails on the server's side. */
export function failingRoutes(api: FastifyInstance): void {
  api.post('/test/broken', async (_request, reply) => reply.code(503).send({ error: 'The service is down for a moment.' }));
}
