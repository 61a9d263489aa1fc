import type { FastifyInstance } from 'fastify';
import { pollInputSchema, pollSchema } from '../../contracts/polls.js';
import { POLL_DEFAULT_DURATION_MS, isExpired, isPollOpen } from '../../contracts/polls-rules.js';
import { badRequest, notFound } from '../http/errors.js';
import { createPoll, deletePoll, pollForUser, pollIdFrom, pollRow, setPollActive, updatePoll } from './repository.js';
import { answers, idParams, successAnswer } from '../http/route-schemas.js';
import { checkRole } from '../auth/authenticate.js';
import { createOnce } from '../http/client-created.js';
import { ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';
import { forgetNoticesOfPoll, noticeNewPoll } from '../notifications/camp-notices.js';

const CLOCK_SKEW_MS = 60_000;

/** The expiry of a poll form: none means 24 hours from now (SPEC §9); one in the past is refused (SPEC §5). */
function expiryFrom(value: string | null | undefined, now = Date.now()): Date {
  if (!value) return new Date(now + POLL_DEFAULT_DURATION_MS);
  const at = new Date(value);
  if (at.getTime() < now - CLOCK_SKEW_MS) throw badRequest('expiry_in_past');
  return at;
}

/** Snap Polls management (SPEC §7): admin only (DECISIONS, permissions). */
export default function adminPollsRoutes(fastify: FastifyInstance): void {
  const { command, tags, db } = routeGroup(fastify, 'polls');
  const one = answers({ 200: pollSchema });

  command.post('/admin/polls', { tags, body: pollInputSchema, response: answers({ 201: pollSchema }) }, async ({ user, body }) => {
    const admin = checkRole(user, 'admin');
    const input = body();
    const poll = { question: input.question, expiresAt: expiryFrom(input.expiresAt), createdBy: admin.id };
    return createOnce(
      db,
      { entity: 'polls', id: input.id, deleted: 'poll_deleted' },
      async () => {
        const id = await createPoll(db, input.id, poll, input.options);
        if (id) await noticeNewPoll(fastify.ctx, { id, question: input.question }, admin.id);
        return id;
      },
      (made) => pollForUser(db, made, admin.id),
    );
  });

  command.put('/admin/polls/:id', { tags, params: idParams, body: pollInputSchema, response: one }, async ({ user, params, body }) => {
    const admin = checkRole(user, 'admin');
    const id = pollIdFrom(params);
    const input = body();
    await updatePoll(db, id, { question: input.question, expiresAt: expiryFrom(input.expiresAt) }, input.options);
    return ok(await pollForUser(db, id, admin.id));
  });

  // End Poll / Reactivate. Reactivating a poll past its expiry gives it a fresh 24 hours, or it would stay ended.
  command.put('/admin/polls/:id/toggle', { tags, params: idParams, response: one }, async ({ user, params }) => {
    const admin = checkRole(user, 'admin');
    const id = pollIdFrom(params);
    const poll = await pollRow(db, id);
    if (!poll) throw notFound('poll_gone');
    const live = isPollOpen(poll);
    await setPollActive(db, id, !live, !live && isExpired(poll.expiresAt) ? new Date(Date.now() + POLL_DEFAULT_DURATION_MS) : undefined);
    return ok(await pollForUser(db, id, admin.id));
  });

  command.delete('/admin/polls/:id', { tags, params: idParams, response: answers({ 200: successAnswer }) }, async ({ user, params }) => {
    checkRole(user, 'admin');
    const id = pollIdFrom(params);
    await deletePoll(db, id);
    await forgetNoticesOfPoll(fastify.ctx, id);
    return ok({ success: true });
  });
}
