import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  loginRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  sessionResponseSchema,
} from '../../contracts/auth.js';
import { createAccountSlowdown } from './account-slowdown.js';
import { redisFailureCount } from './redis-failure-count.js';
import { createFailureLimit } from './failure-limit.js';
import { answerSentences } from '../http/answer-sentences.js';
import { badRequest, conflict, forbidden, unauthorized } from '../http/errors.js';
import { hashPassword, needsRehash, verifyPassword } from '../infra/passwords.js';
import { serializeUser } from '../profile/serialize-user.js';
import { issueSession, userForToken } from './session.js';
import { createAccount, recordSignIn, userByEmail } from './repository.js';
import { answers } from '../http/route-schemas.js';
import { routeGroup } from '../http/route-input.js';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/** Wrong passwords per address and email: the 11th try within a minute gets 429. */
export const LOGIN_FAILURES_PER_MINUTE = 10;
/** Wrong passwords per address over all emails, against one address trying many accounts. */
export const ADDRESS_FAILURES_PER_MINUTE = 30;

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

let dummyHash: Promise<string> | undefined;
/** Spends the same time on an unknown email as on a wrong password, so timing does not reveal accounts. */
const checkAgainstNothing = async (password: string) => {
  dummyHash ??= hashPassword('no-such-account');
  await verifyPassword(password, await dummyHash);
  return false;
};

export default function authRoutes(fastify: FastifyInstance): void {
  const { app, tags, db, config, redis } = routeGroup(fastify, 'auth');
  const session = answers({ 200: sessionResponseSchema });
  // Limits count per address (and address + account); an account itself is only slowed down, never locked.
  const loginFailures = [
    createFailureLimit(fastify, { max: LOGIN_FAILURES_PER_MINUTE, windowMs: 60_000, key: (r) => `login:${r.ip}:${emailOf(r)}` }),
    createFailureLimit(fastify, { max: ADDRESS_FAILURES_PER_MINUTE, windowMs: 60_000, key: (r) => `address:${r.ip}` }),
  ];
  const accountSlowdown = createAccountSlowdown(redis ? redisFailureCount(redis, config.REDIS_PREFIX, fastify.log) : undefined);

  app.post(
    '/auth/register',
    {
      config: perMinute(30),
      schema: { tags, security: [], body: registerRequestSchema, response: answers({ 201: registerResponseSchema }) },
    },
    async (request, reply) => {
      const body = request.body;
      const user = await createAccount(db, body, {
        referredBy: body.referred_by,
        language: body.language,
        status: 'pending',
        role: 'camper',
      });
      if (!user) throw conflict('email_taken');
      return reply.status(201).send({ message: answerSentences.registered, user: serializeUser(user) });
    },
  );

  app.post(
    '/auth/login',
    { config: perMinute(100), schema: { tags, security: [], body: loginRequestSchema, response: session } },
    async (request) => {
      const body = request.body;
      for (const limit of loginFailures) await limit.assertAllowed(request);
      await accountSlowdown.wait(body.email);
      const user = await userByEmail(db, body.email);
      const passwordOk = user ? await verifyPassword(body.password, user.passwordHash) : await checkAgainstNothing(body.password);
      if (!user || !passwordOk) {
        for (const limit of loginFailures) await limit.recordFailure(request);
        await accountSlowdown.fail(body.email);
        throw unauthorized('invalid_credentials');
      }
      await accountSlowdown.succeed(body.email);
      if (user.status === 'pending') throw forbidden('account_pending');
      if (user.status === 'rejected') throw forbidden('account_rejected');
      if (user.deletionRequestedAt) throw forbidden('account_deletion_scheduled');
      // A hash from before today's strength is replaced now, while the password is at hand.
      const signedIn = await recordSignIn(db, user.id, needsRehash(user.passwordHash) ? await hashPassword(body.password) : undefined);
      return issueSession(config.jwtSecret, signedIn ?? user);
    },
  );

  app.post(
    '/auth/refresh',
    { config: perMinute(100), schema: { tags, body: refreshRequestSchema, response: session } },
    async (request) => {
      const body = request.body;
      const header = request.headers.authorization;
      const token = body.token ?? (header?.startsWith('Bearer ') ? header.slice(7) : undefined);
      if (!token) throw badRequest('token_missing');
      const user = await userForToken(db, config.jwtSecret, token);
      if (!user) throw unauthorized('session_expired');
      return issueSession(config.jwtSecret, user);
    },
  );
}
