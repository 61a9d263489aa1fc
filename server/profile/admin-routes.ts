import type { FastifyInstance } from 'fastify';
import {
  adminUserListSchema,
  changeRoleRequestSchema,
  createUserRequestSchema,
  deleteUserResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
} from '../../contracts/profile-admin.js';
import { uuidSchema } from '../../contracts/common.js';
import { userSchema } from '../../contracts/profile.js';
import { approvalEmail } from './account-emails.js';
import { assertAdminRemains } from './admin-guard.js';
import { answerSentences } from '../http/answer-sentences.js';
import { conflict, forbidden, notFound } from '../http/errors.js';
import { hashPassword } from '../infra/passwords.js';
import { revokeSessions } from '../auth/revoke-sessions.js';
import { createAccount, phoneLanguageOf, setPassword } from '../auth/repository.js';
import { mailLanguage } from '../infra/mail-texts.js';
import { allUsers, findUser, setRole, setStatus } from './repository.js';
import { removePerson } from './remove-person-repository.js';
import { lineContext } from '../events/promotion-notice.js';
import { afterCommit } from '../http/request-tx.js';
import { removeImages } from '../storage/images.js';
import { serializeUser } from './serialize-user.js';
import { answers, idParams } from '../http/route-schemas.js';
import { checkRole, requireRole } from '../auth/authenticate.js';
import { clientId, createOnce } from '../http/client-created.js';
import { ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';

/** User Management (SPEC §2.3, DECISIONS 2 and "Permissions"): administrators only. */
export default function adminUsersRoutes(fastify: FastifyInstance): void {
  const { app, command, tags, db, config, mail, hub, images } = routeGroup(fastify, 'admin');
  const line = lineContext(fastify.ctx);
  const oneUser = { tags, params: idParams, response: answers({ 200: userSchema }) };

  const userOf = async (id: string) => {
    const user = uuidSchema.safeParse(id).success ? await findUser(db, id) : undefined;
    if (!user) throw notFound('user_not_found');
    return user;
  };

  app.get('/admin/users', { schema: { tags, response: answers({ 200: adminUserListSchema }) } }, async (request) => {
    requireRole(request, 'admin');
    return (await allUsers(db)).map(serializeUser);
  });

  command.post(
    '/admin/users',
    { tags, body: createUserRequestSchema, response: answers({ 201: userSchema }) },
    async ({ user: me, body }) => {
      checkRole(me, 'admin');
      const { id, ...input } = body();
      const account = { role: input.role, phone: input.phone, status: 'approved', mustChangePassword: input.must_change_password } as const;
      return createOnce(
        db,
        { entity: 'users', id, deleted: 'user_deleted' },
        async () => {
          const user = await createAccount(db, input, { ...clientId(id), ...account });
          if (user) return user.id;
          // The same account sent again (its email is then taken by itself): answered as it stands.
          if (id && (await findUser(db, id))) return undefined;
          throw conflict('email_taken');
        },
        async (made) => serializeUser(await userOf(made)),
      );
    },
  );

  command.delete(
    '/admin/users/:id',
    { tags, params: idParams, response: answers({ 200: deleteUserResponseSchema }) },
    async ({ user, params, log }) => {
      const me = checkRole(user, 'admin');
      const target = await userOf(params.id);
      if (target.id === me.id) throw forbidden('delete_self');
      const photos = await db.transaction(async (tx) => {
        await assertAdminRemains(tx, me.id, target, 'last_admin_delete');
        return removePerson(tx, target.id, line);
      });
      // Once the removal has committed (a keyed request commits after this answer is stored).
      afterCommit(
        () => void removeImages(images, photos).catch((err: unknown) => log.error({ err }, 'Photos of a deleted account not removed')),
      );
      await hub.disconnect([target.id]);
      return ok({ message: answerSentences.userDeleted });
    },
  );

  command.put('/admin/users/:id/role', { ...oneUser, body: changeRoleRequestSchema }, async ({ user, params, body }) => {
    const me = checkRole(user, 'admin');
    const { role } = body();
    const target = await userOf(params.id);
    if (target.id === me.id) throw forbidden('own_role');
    const updated = await db.transaction(async (tx) => {
      if (role !== 'admin') await assertAdminRemains(tx, me.id, target, 'last_admin_demote');
      return setRole(tx, target.id, role);
    });
    // The person signs in again and finds their new role everywhere.
    if (updated && updated.role !== target.role) await revokeSessions(fastify, target.id);
    return ok(serializeUser(updated ?? target));
  });

  command.put(
    '/admin/users/:id/password',
    { tags, params: idParams, body: resetPasswordRequestSchema, response: answers({ 200: resetPasswordResponseSchema }) },
    async ({ user, params, body }) => {
      const me = checkRole(user, 'admin');
      const input = body();
      const target = await userOf(params.id);
      const updated = await setPassword(db, target.id, await hashPassword(input.password), input.must_change_password);
      // Signs the user out on every device; an admin resetting their own password keeps this session.
      if (target.id !== me.id) await revokeSessions(fastify, target.id);
      return ok({ message: answerSentences.userPasswordReset, user: serializeUser(updated ?? target) });
    },
  );

  command.post('/admin/users/:id/approve', oneUser, async ({ user, params, log }) => {
    checkRole(user, 'admin');
    const target = await userOf(params.id);
    if (target.status === 'approved') return ok(serializeUser(target));
    const updated = await setStatus(db, target.id, 'approved');
    // The approval stands even if the email cannot be sent; the failure is logged for the organizers.
    await mail
      .send(approvalEmail(target, config, mailLanguage(target.language ?? undefined, await phoneLanguageOf(db, target.id))))
      .catch((err: unknown) => log.error({ err, to: target.email }, 'Approval email could not be sent'));
    return ok(serializeUser(updated ?? target));
  });

  command.post('/admin/users/:id/reject', oneUser, async ({ user, params }) => {
    checkRole(user, 'admin');
    const target = await userOf(params.id);
    if (target.status === 'approved') throw conflict('already_approved');
    const updated = await setStatus(db, target.id, 'rejected');
    return ok(serializeUser(updated ?? target));
  });
}
