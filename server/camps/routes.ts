import type { FastifyInstance } from 'fastify';
import { campInputSchema, campSchema } from '../../contracts/camps.js';
import { campById, campIdFrom, deleteCamp, insertCamp, listCamps, updateCamp } from './repository.js';
import { notFound } from '../http/errors.js';
import { sendList } from '../http/list-reply.js';
import { answers, idParams, listSchema } from '../http/route-schemas.js';
import { checkRole } from '../auth/authenticate.js';
import { adminCreate, adminDelete } from '../auth/admin-create-delete.js';
import { ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';

/**
 * Camps (SPEC §7 "Events, camps, teams"). Anyone may read the active camp: its counselors are the
 * contacts on the registration-pending page, seen before sign-in. Signed-in people read every camp;
 * only admins write (Camp Management).
 */
export default function campsRoutes(fastify: FastifyInstance): void {
  const { app, command, tags, db } = routeGroup(fastify, 'camps');

  app.get('/camps', { schema: { ...listSchema(tags, campSchema), security: [{}, { bearer: [] }] } }, async (request, reply) => {
    const visitor = !request.authUser;
    return sendList(request, reply, db, 'camps', async (since) => {
      const list = await listCamps(db, since);
      return visitor ? list.filter((c) => c.is_active) : list;
    });
  });

  adminCreate(fastify, 'camp', { input: campInputSchema, item: campSchema, insert: insertCamp, read: campById });

  command.put(
    '/admin/camps/:id',
    { tags, params: idParams, body: campInputSchema, response: answers({ 200: campSchema }) },
    async ({ user, params, body }) => {
      checkRole(user, 'admin');
      const camp = await updateCamp(db, campIdFrom(params), body());
      if (!camp) throw notFound('camp_gone');
      return ok(camp);
    },
  );

  adminDelete(fastify, 'camp', deleteCamp);
}
