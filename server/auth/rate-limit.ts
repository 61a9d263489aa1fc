import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';

/**
 * Rate limits apply only to routes that ask for one (the /auth routes): campers share one
 * campsite connection, so the app as a whole is never throttled per address.
 * With Redis every instance counts together; when Redis does not answer, requests go through (fail open).
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const { redis, config } = app.ctx;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.REDIS_PREFIX}rate-limit:`, skipOnError: true } : {}),
    errorResponseBuilder: () => new HttpError(429, 'too_many_attempts'),
  });
}
