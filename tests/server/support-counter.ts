import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../server/http/validate.js';
import { commandsOf } from '../../server/http/command.js';

/**
 * A test-only, deliberately non-idempotent command (a single request, or an operation of a batch):
 * every call that reaches it adds to a counter, so a test can count effects. `gate` holds the call
 * open to catch it "still running".
 */
export function counterRoutes(state: { count: number; gate?: Promise<void> }) {
  return (api: FastifyInstance) => {
    commandsOf(api).post('/test/counter', {}, async ({ body }) => {
      const { by } = validate(z.object({ by: z.number().int().min(1).max(10) }), body());
      if (state.gate) await state.gate;
      state.count += by;
      return { status: 201, body: { count: state.count, at: Date.now() } };
    });
  };
}

/** A test-only command that always fails on the server's side. */
export function failingRoutes(api: FastifyInstance): void {
  commandsOf(api).post('/test/broken', {}, async () => ({ status: 503, body: { error: 'The service is down for a moment.' } }));
}
