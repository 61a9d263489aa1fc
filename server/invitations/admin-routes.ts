import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createdInvitationSchema,
  invitationEmailSchema,
  invitationInputSchema,
  invitationListSchema,
} from '../../contracts/invitations.js';
import { INVITATION_LIMITS } from '../../contracts/invitations-rules.js';
import { requireRole } from '../auth/authenticate.js';
import { tokenHashOf } from '../auth/reset-links.js';
import { lineContext } from '../events/promotion-notice.js';
import { mergeHouseholdAnswers } from '../households/merge-answers-repository.js';
import { insertHousehold } from '../households/repository.js';
import { HttpError, badRequest, notFound } from '../http/errors.js';
import { answers, idParams } from '../http/route-schemas.js';
import { routeGroup } from '../http/route-input.js';
import { uuidParam } from '../http/uuid-param.js';
import { publicUrl } from '../infra/mail.js';
import { mailLanguage } from '../infra/mail-texts.js';
import { errorForLog } from '../infra/safe-log.js';
import { invitationEmail } from './invitation-email.js';
import {
  addInvitationToken,
  householdExists,
  householdSize,
  insertInvitation,
  invitationForMail,
  listInvitations,
  revokeInvitation,
} from './invitations-repository.js';
import { newInvitationToken } from './secrets.js';

const DAY_MS = 24 * 60 * 60_000;
const noContent = answers({ 204: z.null() });

/** Family invitations in Admin → Invitations: online only, administrators alone. */
export default function adminInvitationsRoutes(fastify: FastifyInstance): void {
  const { app, tags, db, config, mail, now } = routeGroup(fastify, 'invitations');
  const merge = mergeHouseholdAnswers(lineContext(fastify.ctx));
  const linkOf = (token: string) => `${publicUrl(config)}/join/${token}`;

  app.post(
    '/admin/invitations',
    { schema: { tags, body: invitationInputSchema, response: answers({ 201: createdInvitationSchema }) } },
    async (request, reply) => {
      const admin = requireRole(request, 'admin');
      const input = request.body;
      if (input.household_id && input.household_name) throw badRequest('invitation_household_choice');
      if (input.household_id && !(await householdExists(db, input.household_id))) throw notFound('household_gone');
      const householdId = input.household_name
        ? ((await insertHousehold(db, { name: input.household_name, member_ids: [], children: 0 }, merge)) ?? null)
        : (input.household_id ?? null);
      const size = householdId ? await householdSize(db, householdId) : 0;
      const uses = input.uses ?? Math.min(INVITATION_LIMITS.uses, Math.max(1, size));
      const expiresAt = new Date(now() + (input.expires_in_days ?? INVITATION_LIMITS.defaultDays) * DAY_MS);
      const token = newInvitationToken();
      const role = input.role ?? 'camper';
      const id = await insertInvitation(db, { householdId, role, uses, expiresAt, createdBy: admin.id, tokenHash: tokenHashOf(token) });
      return reply.status(201).send({ id, token, url: linkOf(token), uses_left: uses, expires_at: expiresAt.toISOString() });
    },
  );

  app.get('/admin/invitations', { schema: { tags, response: answers({ 200: invitationListSchema }) } }, async (request) => {
    requireRole(request, 'admin');
    return { invitations: await listInvitations(db) };
  });

  app.delete('/admin/invitations/:id', { schema: { tags, params: idParams, response: noContent } }, async (request, reply) => {
    requireRole(request, 'admin');
    if (!(await revokeInvitation(db, uuidParam(request.params, 'invitation_gone'), new Date(now())))) throw notFound('invitation_gone');
    return reply.status(204).send();
  });

  app.post(
    '/admin/invitations/:id/email',
    { schema: { tags, params: idParams, body: invitationEmailSchema, response: noContent } },
    async (request, reply) => {
      requireRole(request, 'admin');
      const id = uuidParam(request.params, 'invitation_gone');
      const invitation = await invitationForMail(db, id);
      if (!invitation) throw notFound('invitation_gone');
      const { email, language } = request.body;
      // The first link is known only as its hash: the mail carries a link of its own to the same invitation.
      const token = newInvitationToken();
      if (!(await addInvitationToken(db, id, tokenHashOf(token)))) throw notFound('invitation_gone');
      const message = invitationEmail(email, { ...invitation, link: linkOf(token) }, mailLanguage(language));
      await mail.send(message).catch((err: unknown) => {
        request.log.error({ failure: errorForLog(err) }, 'Invitation mail could not be sent');
        throw new HttpError(502, 'invitation_mail_failed');
      });
      return reply.status(204).send();
    },
  );
}
