import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';

export interface FailureLimit {
  /** Throws 429 once the key has used up its failures in the current window. */
  assertAllowed(request: FastifyRequest): Promise<void>;
  /** Counts one failure (a wrong password) against the key. */
  recordFailure(request: FastifyRequest): Promise<void>;
}

/** Limits wrong passwords, not sign-ins: only failures count, so a family sharing one address is not locked out. */
export function createFailureLimit(
  app: FastifyInstance,
  opts: { max: number; windowMs: number; key: (request: FastifyRequest) => string },
): FailureLimit {
  const limiter = app.createRateLimit({ max: opts.max, timeWindow: opts.windowMs, keyGenerator: opts.key });
  return {
    async assertAllowed(request) {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining <= 0) throw new HttpError(429, 'too_many_attempts');
    },
    async recordFailure(request) {
      await limiter(request);
    },
  };
}
