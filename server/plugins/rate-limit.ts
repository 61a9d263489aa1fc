import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { authMessages } from '../../contracts/auth.js';
import { HttpError } from '../lib/http-error.js';

/**
 * Rate limits apply only to routes that ask for one (the /auth routes): campers share one
 * campsite connection, so the app as a whole is never throttled per address.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, authMessages.tooManyAttempts),
  });
}
