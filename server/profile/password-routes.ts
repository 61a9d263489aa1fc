import type { FastifyInstance } from 'fastify';
import { passwordChangeRequestSchema, passwordChangeResponseSchema } from '../../contracts/auth.js';
import { createFailureLimit } from '../auth/failure-limit.js';
import { answerSentences } from '../http/answer-sentences.js';
import { badRequest } from '../http/errors.js';
import { hashPassword, verifyPassword } from '../infra/passwords.js';
import { revokeSessions } from '../auth/revoke-sessions.js';
import { issueSession } from '../auth/session.js';
import { setPassword } from '../auth/repository.js';
import { findUser } from './repository.js';
import { answers } from '../http/route-schemas.js';
import { requireUser } from '../auth/authenticate.js';
import { routeGroup } from '../http/route-input.js';

/**
 * The password change: a plain route, never queued by the app, because its limit on wrong current
 * passwords counts per request (by person, or by address).
 */
export default function passwordRoutes(fastify: FastifyInstance): void {
  const { app, tags, db, config } = routeGroup(fastify, 'users');
  const wrongCurrent = createFailureLimit(fastify, { max: 10, windowMs: 60_000, key: (r) => `password:${r.authUser?.id ?? r.ip}` });

  // Also the forced change at first sign-in, called with the token login returned. A wrong current
  // password is a 400, never a 401, because the app signs out on any 401.
  app.put(
    '/users/me/password',
    { schema: { tags, body: passwordChangeRequestSchema, response: answers({ 200: passwordChangeResponseSchema }) } },
    async (request) => {
      const me = requireUser(request);
      const body = request.body;
      await wrongCurrent.assertAllowed(request);
      if (!(await verifyPassword(body.current_password, me.passwordHash))) {
        await wrongCurrent.recordFailure(request);
        throw badRequest('wrong_current_password');
      }
      if (body.new_password === body.current_password) throw badRequest('same_password');
      await setPassword(db, me.id, await hashPassword(body.new_password), false);
      // Every other session ends; this one carries on with the fresh token in the answer.
      await revokeSessions(app, me.id);
      const updated = await findUser(db, me.id);
      return { message: answerSentences.passwordChanged, ...(await issueSession(config.jwtSecret, updated ?? me)) };
    },
  );
}
