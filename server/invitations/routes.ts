import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { invitationPreviewSchema, invitationRegisterSchema, invitationSessionSchema } from '../../contracts/invitations.js';
import { tokenHashOf } from '../auth/reset-links.js';
import { createFailureLimit } from '../auth/failure-limit.js';
import { issueSession } from '../auth/session.js';
import { LOGIN_FAILURES_PER_MINUTE } from '../auth/routes.js';
import { HttpError } from '../http/errors.js';
import { answers } from '../http/route-schemas.js';
import { routeGroup } from '../http/route-input.js';
import { hashPassword } from '../infra/passwords.js';
import { invitationPreview, joinByInvitation } from './invitations-repository.js';

const tokenParams = z.object({ token: z.string() });
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/**
 * The join page's calls, without sign-in. A link that cannot be used (unknown, used up, revoked or
 * expired) answers alike: 200 `{household_name: null, usable: false}` to a look, 410 to a registration.
 * Like sign-in, an address gets LOGIN_FAILURES_PER_MINUTE refused links a minute, then 429.
 */
export default function invitationsRoutes(fastify: FastifyInstance): void {
  const { app, tags, db, config, now } = routeGroup(fastify, 'invitations');
  const failures = createFailureLimit(fastify, { max: LOGIN_FAILURES_PER_MINUTE, windowMs: 60_000, key: (r) => `invitation:${r.ip}` });

  app.get(
    '/invitations/:token',
    { config: perMinute(100), schema: { tags, security: [], params: tokenParams, response: answers({ 200: invitationPreviewSchema }) } },
    async (request) => {
      await failures.assertAllowed(request);
      const preview = await invitationPreview(db, tokenHashOf(request.params.token), new Date(now()));
      if (!preview.usable) await failures.recordFailure(request);
      return preview;
    },
  );

  app.post(
    '/invitations/:token/register',
    {
      config: perMinute(30),
      schema: {
        tags,
        security: [],
        params: tokenParams,
        body: invitationRegisterSchema,
        response: answers({ 201: invitationSessionSchema }),
      },
    },
    async (request, reply) => {
      await failures.assertAllowed(request);
      const { password, ...form } = request.body;
      // Hashed before the transaction: on PGlite a transaction holds the one connection.
      const passwordHash = await hashPassword(password);
      const user = await joinByInvitation(db, tokenHashOf(request.params.token), { ...form, passwordHash }, new Date(now())).catch(
        async (err: unknown) => {
          if (err instanceof HttpError && err.statusCode === 410) await failures.recordFailure(request);
          throw err;
        },
      );
      return reply.status(201).send(await issueSession(config.jwtSecret, user));
    },
  );
}
