import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  authMessages,
  loginRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  sessionResponseSchema,
} from '../../contracts/auth.js';
import { users } from '../db/schema/index.js';
import { isUniqueViolation } from '../http/db-errors.js';
import { createAccountSlowdown } from './account-slowdown.js';
import { redisFailureCount } from './redis-failure-count.js';
import { createFailureLimit } from './failure-limit.js';
import { badRequest, conflict, forbidden, unauthorized } from '../http/errors.js';
import { hashPassword, needsRehash, verifyPassword } from './passwords.js';
import { serializeUser } from '../profile/serialize-user.js';
import { issueSession, userForToken } from './session.js';
import { answers } from '../http/route-schemas.js';
import { typedRoutes } from '../http/route-input.js';

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
  const app = typedRoutes(fastify);
  const { db, config, redis } = app.ctx;
  const tags = ['auth'];
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
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email)).limit(1);
      if (taken) throw conflict(authMessages.emailTaken);
      const values = {
        email: body.email,
        passwordHash: await hashPassword(body.password),
        firstName: body.first_name,
        lastName: body.last_name,
        dateOfBirth: body.date_of_birth,
        referredBy: body.referred_by,
        status: 'pending' as const,
        role: 'camper' as const,
      };
      const [user] = await db
        .insert(users)
        .values(values)
        .returning()
        .catch((err: unknown) => {
          throw isUniqueViolation(err) ? conflict(authMessages.emailTaken) : err;
        });
      if (!user) throw new Error('Registration insert returned nothing');
      return reply.status(201).send({ message: authMessages.registered, user: serializeUser(user) });
    },
  );

  app.post(
    '/auth/login',
    { config: perMinute(100), schema: { tags, security: [], body: loginRequestSchema, response: session } },
    async (request) => {
      const body = request.body;
      for (const limit of loginFailures) await limit.assertAllowed(request);
      await accountSlowdown.wait(body.email);
      const [user] = await db.select().from(users).where(eq(users.email, body.email)).limit(1);
      const passwordOk = user ? await verifyPassword(body.password, user.passwordHash) : await checkAgainstNothing(body.password);
      if (!user || !passwordOk) {
        for (const limit of loginFailures) await limit.recordFailure(request);
        await accountSlowdown.fail(body.email);
        throw unauthorized(authMessages.invalidCredentials);
      }
      await accountSlowdown.succeed(body.email);
      if (user.status === 'pending') throw forbidden(authMessages.pending);
      if (user.status === 'rejected') throw forbidden(authMessages.rejected);
      if (user.deletionRequestedAt) throw forbidden(authMessages.deletionRequested);
      // A hash from before today's strength is replaced now, while the password is at hand.
      const rehashed = needsRehash(user.passwordHash) ? { passwordHash: await hashPassword(body.password) } : {};
      const [signedIn] = await db
        .update(users)
        .set({ lastLoginAt: new Date(), ...rehashed })
        .where(eq(users.id, user.id))
        .returning();
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
      if (!token) throw badRequest('Please send the token to renew.');
      const user = await userForToken(db, config.jwtSecret, token);
      if (!user) throw unauthorized(authMessages.sessionExpired);
      return issueSession(config.jwtSecret, user);
    },
  );
}
