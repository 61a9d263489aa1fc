import type { FastifyInstance } from 'fastify';
import { campInputSchema, campSchema } from '../../contracts/camps.js';
import { campById, campIdFrom, deleteCamp, insertCamp, listCamps, updateCamp } from './repository.js';
import { notFound } from '../http/errors.js';
import { sendList } from '../http/list-reply.js';
import { answers, idParams, listSchema, successAnswer } from '../http/route-schemas.js';
import { checkRole } from '../auth/authenticate.js';
import { createOnce } from '../http/client-created.js';
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

  command.post('/admin/camps', { tags, body: campInputSchema, response: answers({ 201: campSchema }) }, async ({ user, body }) => {
    checkRole(user, 'admin');
    const input = body();
    return createOnce(
      db,
      { entity: 'camps', id: input.id, deleted: 'camp_deleted' },
      () => insertCamp(db, input),
      (made) => campById(db, made),
    );
  });

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

  command.delete('/admin/camps/:id', { tags, params: idParams, response: answers({ 200: successAnswer }) }, async ({ user, params }) => {
    checkRole(user, 'admin');
    if (!(await deleteCamp(db, campIdFrom(params)))) throw notFound('camp_gone');
    return ok({ success: true });
  });
}
