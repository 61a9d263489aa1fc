import { desc, eq } from 'drizzle-orm';
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
import { authMessages } from '../../contracts/auth.js';
import { uuidSchema } from '../../contracts/common.js';
import { userSchema } from '../../contracts/profile.js';
import { users } from '../db/schema/index.js';
import { approvalEmail } from './account-emails.js';
import { assertAdminRemains } from './admin-guard.js';
import { isUniqueViolation } from '../http/db-errors.js';
import { conflict, forbidden, notFound } from '../http/errors.js';
import { hashPassword } from '../auth/passwords.js';
import { revokeSessions } from '../auth/revoke-sessions.js';
import { serializeUser } from './serialize-user.js';
import { answers, idParams } from '../http/route-schemas.js';
import { requireRole } from '../auth/authenticate.js';
import { typedRoutes } from '../http/route-input.js';

/** User Management (SPEC §2.3, DECISIONS 2 and "Permissions"): administrators only. */
export default function adminUsersRoutes(fastify: FastifyInstance): void {
  const app = typedRoutes(fastify);
  const { db, config, mail } = app.ctx;
  const tags = ['admin'];
  const oneUser = { tags, params: idParams, response: answers({ 200: userSchema }) };

  const findUser = async (id: string) => {
    if (!uuidSchema.safeParse(id).success) throw notFound(msg.notFound);
    const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!user) throw notFound(msg.notFound);
    return user;
  };

  app.get('/admin/users', { schema: { tags, response: answers({ 200: adminUserListSchema }) } }, async (request) => {
    requireRole(request, 'admin');
    const rows = await db.select().from(users).orderBy(desc(users.createdAt));
    return rows.map(serializeUser);
  });

  app.post(
    '/admin/users',
    { schema: { tags, body: createUserRequestSchema, response: answers({ 201: userSchema }) } },
    async (request, reply) => {
      requireRole(request, 'admin');
      const body = request.body;
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email)).limit(1);
      if (taken) throw conflict(authMessages.emailTaken);
      const [user] = await db
        .insert(users)
        .values({
          email: body.email,
          passwordHash: await hashPassword(body.password),
          firstName: body.first_name,
          lastName: body.last_name,
          dateOfBirth: body.date_of_birth,
          role: body.role,
          phone: body.phone,
          status: 'approved',
          mustChangePassword: body.must_change_password,
        })
        .returning()
        .catch((err: unknown) => {
          throw isUniqueViolation(err) ? conflict(authMessages.emailTaken) : err;
        });
      if (!user) throw new Error('User insert returned nothing');
      return reply.status(201).send(serializeUser(user));
    },
  );

  app.delete(
    '/admin/users/:id',
    { schema: { tags, params: idParams, response: answers({ 200: deleteUserResponseSchema }) } },
    async (request) => {
      const me = requireRole(request, 'admin');
      const target = await findUser(request.params.id);
      if (target.id === me.id) throw forbidden(msg.deleteSelf);
      await db.transaction(async (tx) => {
        await assertAdminRemains(tx, me.id, target, msg.lastAdminDelete);
        await tx.delete(users).where(eq(users.id, target.id));
      });
      await app.ctx.hub.disconnect([target.id]);
      return { message: msg.deleted };
    },
  );

  app.put('/admin/users/:id/role', { schema: { ...oneUser, body: changeRoleRequestSchema } }, async (request) => {
    const me = requireRole(request, 'admin');
    const { role } = request.body;
    const target = await findUser(request.params.id);
    if (target.id === me.id) throw forbidden(msg.ownRole);
    const updated = await db.transaction(async (tx) => {
      if (role !== 'admin') await assertAdminRemains(tx, me.id, target, msg.lastAdminDemote);
      const [row] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, target.id)).returning();
      return row;
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
      const target = await findUser(request.params.id);
      const [updated] = await db
        .update(users)
        .set({ passwordHash: await hashPassword(body.password), mustChangePassword: body.must_change_password, updatedAt: new Date() })
        .where(eq(users.id, target.id))
        .returning();
      // Signs the user out on every device; an admin resetting their own password keeps this session.
      if (target.id !== me.id) await revokeSessions(app, target.id);
      return { message: msg.passwordReset, user: serializeUser(updated ?? target) };
    },
  );

  app.post('/admin/users/:id/approve', { schema: oneUser }, async (request) => {
    requireRole(request, 'admin');
    const target = await findUser(request.params.id);
    if (target.status === 'approved') return serializeUser(target);
    const [updated] = await db.update(users).set({ status: 'approved', updatedAt: new Date() }).where(eq(users.id, target.id)).returning();
    // The approval stands even if the email cannot be sent; the failure is logged for the organizers.
    await mail
      .send(approvalEmail(target, config))
      .catch((err: unknown) => request.log.error({ err, to: target.email }, 'Approval email could not be sent'));
    return serializeUser(updated ?? target);
  });

  app.post('/admin/users/:id/reject', { schema: oneUser }, async (request) => {
    requireRole(request, 'admin');
    const target = await findUser(request.params.id);
    if (target.status === 'approved') throw conflict(msg.alreadyApproved);
    const [updated] = await db.update(users).set({ status: 'rejected', updatedAt: new Date() }).where(eq(users.id, target.id)).returning();
    return serializeUser(updated ?? target);
  });
}
