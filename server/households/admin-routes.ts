import type { FastifyInstance } from 'fastify';
import { householdInputSchema, householdListSchema, householdSchema, householdUpdateSchema } from '../../contracts/households.js';
import { notFound } from '../http/errors.js';
import { answers, idParams, successAnswer } from '../http/route-schemas.js';
import { checkRole, requireRole } from '../auth/authenticate.js';
import { createOnce } from '../http/client-created.js';
import { ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';
import { lineContext } from '../events/promotion-notice.js';
import { mergeHouseholdAnswers } from './merge-answers-repository.js';
import { deleteHousehold, householdById, householdIdFrom, insertHousehold, listHouseholds, updateHousehold } from './repository.js';

/** Households in User Management: administrators manage them, organizers may read them. */
export default function adminHouseholdsRoutes(fastify: FastifyInstance): void {
  const { app, command, tags, db } = routeGroup(fastify, 'households');
  // Members who answered apart before joining leave one answer per event and slot, and the line moves up.
  const merge = mergeHouseholdAnswers(lineContext(fastify.ctx));

  app.get('/households', { schema: { tags, response: answers({ 200: householdListSchema }) } }, async (request) => {
    requireRole(request, 'admin', 'organizer');
    return { households: await listHouseholds(db) };
  });

  command.post(
    '/admin/households',
    { tags, body: householdInputSchema, response: answers({ 201: householdSchema }) },
    async ({ user, body }) => {
      checkRole(user, 'admin');
      const input = body();
      return createOnce(
        db,
        { entity: 'households', id: input.id, deleted: 'household_deleted' },
        () => insertHousehold(db, input, merge),
        (made) => householdById(db, made),
      );
    },
  );

  command.put(
    '/admin/households/:id',
    { tags, params: idParams, body: householdUpdateSchema, response: answers({ 200: householdSchema }) },
    async ({ user, params, body }) => {
      checkRole(user, 'admin');
      const id = householdIdFrom(params);
      await updateHousehold(db, id, body(), merge);
      return ok(await householdById(db, id));
    },
  );

  command.delete(
    '/admin/households/:id',
    { tags, params: idParams, response: answers({ 200: successAnswer }) },
    async ({ user, params }) => {
      checkRole(user, 'admin');
      if (!(await deleteHousehold(db, householdIdFrom(params)))) throw notFound('household_gone');
      return ok({ success: true });
    },
  );
}
