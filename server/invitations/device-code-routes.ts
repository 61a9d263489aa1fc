import type { FastifyInstance } from 'fastify';
import { deviceCodeExchangeSchema, deviceCodeSchema, invitationSessionSchema } from '../../contracts/invitations.js';
import { DEVICE_CODE_RULES } from '../../contracts/invitations-rules.js';
import { requireUser } from '../auth/authenticate.js';
import { createFailureLimit } from '../auth/failure-limit.js';
import { userById } from '../auth/repository.js';
import { LOGIN_FAILURES_PER_MINUTE } from '../auth/routes.js';
import { issueSession } from '../auth/session.js';
import { badRequest } from '../http/errors.js';
import { answers } from '../http/route-schemas.js';
import { routeGroup } from '../http/route-input.js';
import { keepDeviceCode, useDeviceCode } from './device-codes-repository.js';
import { deviceCodeHashOf, newDeviceCode } from './secrets.js';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
/** Draws before giving up on a code no other person's live code holds (a clash is one in a million per live code). */
const DRAWS = 5;

/**
 * Sign-in codes carry a browser's session into the installed app: a signed-in person asks for a code
 * (their previous one stops working), and the app exchanges it once, within its minutes, for a session
 * of that person. A second device asks for a fresh code. Wrong codes count against every live code
 * (device-codes-repository.ts) and, like wrong passwords, per address.
 */
export default function deviceCodeRoutes(fastify: FastifyInstance): void {
  const { app, tags, db, config, now } = routeGroup(fastify, 'auth');
  const hashOf = (code: string) => deviceCodeHashOf(config.jwtSecret, code);
  const failures = createFailureLimit(fastify, { max: LOGIN_FAILURES_PER_MINUTE, windowMs: 60_000, key: (r) => `device-code:${r.ip}` });

  app.post(
    '/auth/device-codes',
    { config: perMinute(30), schema: { tags, response: answers({ 201: deviceCodeSchema }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const at = new Date(now());
      const expiresAt = new Date(at.getTime() + DEVICE_CODE_RULES.validMinutes * 60_000);
      for (let draw = 0; draw < DRAWS; draw += 1) {
        const code = newDeviceCode();
        if (await keepDeviceCode(db, { userId: user.id, codeHash: hashOf(code), expiresAt, at }))
          return reply.status(201).send({ code, expires_at: expiresAt.toISOString() });
      }
      throw new Error('no free sign-in code after several draws');
    },
  );

  app.post(
    '/auth/device-codes/exchange',
    {
      config: perMinute(100),
      schema: { tags, security: [], body: deviceCodeExchangeSchema, response: answers({ 200: invitationSessionSchema }) },
    },
    async (request) => {
      await failures.assertAllowed(request);
      const userId = await useDeviceCode(db, hashOf(request.body.code), new Date(now()));
      const user = userId ? await userById(db, userId) : undefined;
      if (!user || user.status !== 'approved' || user.deletionRequestedAt) {
        await failures.recordFailure(request);
        throw badRequest('device_code_invalid');
      }
      return issueSession(config.jwtSecret, user);
    },
  );
}
