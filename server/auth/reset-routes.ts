import type { FastifyInstance } from 'fastify';
import { authMessageSchema, forgotPasswordRequestSchema, resetPasswordRequestSchema } from '../../contracts/auth.js';
import { answerSentences } from '../http/answer-sentences.js';
import { badRequest } from '../http/errors.js';
import { answers } from '../http/route-schemas.js';
import { routeGroup } from '../http/route-input.js';
import { hashPassword } from '../infra/passwords.js';
import { resetLinkState, setPassword, useResetLink } from './repository.js';
import { resetMailQueue, tokenHashOf } from './reset-links.js';
import { revokeSessions } from './revoke-sessions.js';

/** Reset requests per address within FORGOT_WINDOW_MS; the next one gets 429. */
export const FORGOT_PER_ADDRESS = 10;
const FORGOT_WINDOW_MS = 15 * 60_000;

/** The password reset by email (DECISIONS: 202 whatever the address, a one-hour single-use link). */
export default function resetRoutes(fastify: FastifyInstance): void {
  const { app, tags, db, now } = routeGroup(fastify, 'auth');
  const mailResetLink = resetMailQueue(fastify);

  app.post(
    '/auth/forgot-password',
    {
      config: { rateLimit: { max: FORGOT_PER_ADDRESS, timeWindow: FORGOT_WINDOW_MS } },
      schema: { tags, security: [], body: forgotPasswordRequestSchema, response: answers({ 202: authMessageSchema }) },
    },
    async (request, reply) => {
      const { email, language } = request.body;
      mailResetLink(email, language);
      return reply.status(202).send({ message: answerSentences.resetRequested });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags, security: [], body: resetPasswordRequestSchema, response: answers({ 200: authMessageSchema }) },
    },
    async (request) => {
      const { token, password } = request.body;
      const tokenHash = tokenHashOf(token);
      const at = new Date(now());
      const state = await resetLinkState(db, tokenHash, at);
      if (state === 'invalid') throw badRequest('reset_link_invalid');
      if (state === 'expired') throw badRequest('reset_link_expired');
      if (state === 'used') throw badRequest('reset_link_used');
      // Hashed before the transaction: on PGlite a transaction holds the one connection.
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const userId = await useResetLink(tx, tokenHash, at);
        if (!userId) throw badRequest('reset_link_used');
        await setPassword(tx, userId, passwordHash, false);
        // Every session ends, on every instance, with the sockets: as a password change does.
        await revokeSessions(fastify, userId, tx);
      });
      return { message: answerSentences.passwordReset };
    },
  );
}
