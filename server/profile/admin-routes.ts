import type { FastifyInstance } from 'fastify';
import {
  adminUserListSchema,
  adminUserMessages as msg,
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
import { conflict, forbidden, notFound } from '../http/errors.js';
import { hashPassword } from '../infra/passwords.js';
import { revokeSessions } from '../auth/revoke-sessions.js';
import { createAccount, setPassword } from '../auth/repository.js';
import { allUsers, deleteUser, findUser, setRole, setStatus } from './repository.js';
import { serializeUser } from './serialize-user.js';
import { answers, idParams } from '../http/route-schemas.js';
import { requireRole } from '../auth/authenticate.js';
import { routeGroup } from '../http/route-input.js';

/** User Management (SPEC §2.3, DECISIONS 2 and "Permissions"): administrators only. */
export default function adminUsersRoutes(fastify: FastifyInstance): void {
  const { app, tags, db, config, mail } = routeGroup(fastify, 'admin');
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

  app.post(
    '/admin/users',
    { schema: { tags, body: createUserRequestSchema, response: answers({ 201: userSchema }) } },
    async (request, reply) => {
      requireRole(request, 'admin');
      const body = request.body;
      const user = await createAccount(db, body, {
        role: body.role,
        phone: body.phone,
        status: 'approved',
        mustChangePassword: body.must_change_password,
      });
      if (!user) throw conflict('email_taken');
      return reply.status(201).send(serializeUser(user));
    },
  );

  app.delete(
    '/admin/users/:id',
    { schema: { tags, params: idParams, response: answers({ 200: deleteUserResponseSchema }) } },
    async (request) => {
      const me = requireRole(request, 'admin');
      const target = await userOf(request.params.id);
      if (target.id === me.id) throw forbidden('delete_self');
      await db.transaction(async (tx) => {
        await assertAdminRemains(tx, me.id, target, 'last_admin_delete');
        await deleteUser(tx, target.id);
      });
      await app.ctx.hub.disconnect([target.id]);
      return { message: msg.deleted };
    },
  );

  app.put('/admin/users/:id/role', { schema: { ...oneUser, body: changeRoleRequestSchema } }, async (request) => {
    const me = requireRole(request, 'admin');
    const { role } = request.body;
    const target = await userOf(request.params.id);
    if (target.id === me.id) throw forbidden('own_role');
    const updated = await db.transaction(async (tx) => {
      if (role !== 'admin') await assertAdminRemains(tx, me.id, target, 'last_admin_demote');
      return setRole(tx, target.id, role);
    });
    // The person signs in again and finds their new role everywhere.
    if (updated && updated.role !== target.role) await revokeSessions(app, target.id);
    return serializeUser(updated ?? target);
  });

  app.put(
    '/admin/users/:id/password',
    { schema: { tags, params: idParams, body: resetPasswordRequestSchema, response: answers({ 200: resetPasswordResponseSchema }) } },
    async (request) => {
      const me = requireRole(request, 'admin');
      const body = request.body;
      const target = await userOf(request.params.id);
      const updated = await setPassword(db, target.id, await hashPassword(body.password), body.must_change_password);
      // Signs the user out on every device; an admin resetting their own password keeps this session.
      if (target.id !== me.id) await revokeSessions(app, target.id);
      return { message: msg.passwordReset, user: serializeUser(updated ?? target) };
    },
  );

  app.post('/admin/users/:id/approve', { schema: oneUser }, async (request) => {
    requireRole(request, 'admin');
    const target = await userOf(request.params.id);
    if (target.status === 'approved') return serializeUser(target);
    const updated = await setStatus(db, target.id, 'approved');
    // The approval stands even if the email cannot be sent; the failure is logged for the organizers.
    await mail
      .send(approvalEmail(target, config))
      .catch((err: unknown) => request.log.error({ err, to: target.email }, 'Approval email could not be sent'));
    return serializeUser(updated ?? target);
  });

  app.post('/admin/users/:id/reject', { schema: oneUser }, async (request) => {
    requireRole(request, 'admin');
    const target = await userOf(request.params.id);
    if (target.status === 'approved') throw conflict('already_approved');
    const updated = await setStatus(db, target.id, 'rejected');
    return serializeUser(updated ?? target);
  });
}
