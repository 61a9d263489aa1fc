import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  accountExportSchema,
  avatarResponseSchema,
  deletionResponseSchema,
  exportFileName,
  type AvatarResponse,
  type DeletionResponse,
} from '../../contracts/profile-account.js';
import { AVATAR_MAX_BYTES } from '../../contracts/profile-rules.js';
import { buildExport } from './account-export.js';
import { purgeDue } from './account-purge.js';
import { assertAdminRemains } from './admin-guard.js';
import { storeAvatar } from './avatars.js';
import { answerSentences } from '../http/answer-sentences.js';
import { HttpError, badRequest } from '../http/errors.js';
import { requestDeletion, setAvatar } from './repository.js';
import { removeImages } from '../storage/images.js';
import { revokeSessions } from '../auth/revoke-sessions.js';
import { serializeUser } from './serialize-user.js';
import { registerAccountPurge } from './account-purge-job.js';
import { requireUser } from '../auth/authenticate.js';
import { ok } from '../http/command.js';
import { answers } from '../http/route-schemas.js';
import { readForm, sentFile } from '../storage/uploads.js';
import { routeGroup } from '../http/route-input.js';

/**
 * The camper's own account (SPEC §7 "Auth and profile"): avatar, data export, deletion request. The
 * avatar is a multipart upload the app sends alone, never in a batch: it stays a plain route.
 */
export default function accountRoutes(fastify: FastifyInstance): void {
  const { app, command, tags, db, images } = routeGroup(fastify, 'account');
  // The other half of a deletion request: the hourly purge 30 days on.
  registerAccountPurge(fastify);
  const avatarLimit = { bytes: AVATAR_MAX_BYTES, code: 'avatar_size' } as const;
  const avatarForm = z.object({ avatar: z.file().describe('A JPEG, PNG or GIF image of at most 5MB') });

  app.post(
    '/users/me/avatar',
    {
      config: { fileLimit: avatarLimit },
      schema: { tags, consumes: ['multipart/form-data'], body: avatarForm, response: answers({ 200: avatarResponseSchema }) },
    },
    async (request): Promise<AvatarResponse> => {
      const me = requireUser(request);
      if (!request.isMultipart()) throw new HttpError(415, 'avatar_type');
      const form = await readForm(request);
      const file = sentFile(form);
      if (!file || file.field !== 'avatar') throw badRequest('avatar_type');
      const avatarUrl = await storeAvatar(images, file.bytes);
      // The avatar shows in the feed and in chat: phones get the person's posts and conversations again.
      const updated = await setAvatar(db, me.id, avatarUrl);
      await removeImages(images, [me.avatarUrl]);
      return { avatar_url: avatarUrl, user: serializeUser(updated ?? { ...me, avatarUrl }) };
    },
  );

  app.get('/users/me/export', { schema: { tags, response: answers({ 200: accountExportSchema }) } }, async (request, reply) => {
    const me = requireUser(request);
    const now = new Date();
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
      .send(await buildExport(db, me, now));
  });

  // The request stands at once: sessions and sockets end, the directory drops the person, and the
  // purge job (account-purge-job.ts) removes the data 30 days later.
  command.delete('/users/me', { tags, response: answers({ 200: deletionResponseSchema }) }, async ({ user: me }) => {
    const requestedAt = new Date();
    await db.transaction(async (tx) => {
      if (me.role === 'admin') await assertAdminRemains(tx, me.id, me, 'last_admin_leaving');
      await requestDeletion(tx, me.id, requestedAt);
    });
    await revokeSessions(app, me.id);
    const answer: DeletionResponse = { message: answerSentences.deletionRequested, purge_after: purgeDue(requestedAt).toISOString() };
    return ok(answer);
  });
}
