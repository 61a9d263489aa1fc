import type { FastifyInstance } from 'fastify';
import { householdInputSchema, householdListSchema, householdSchema, householdUpdateSchema } from '../../contracts/households.js';
import { answers, idParams } from '../http/route-schemas.js';
import { checkRole, requireRole } from '../auth/authenticate.js';
import { adminCreate, adminDelete } from '../auth/admin-create-delete.js';
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

  adminCreate(fastify, 'household', {
    input: householdInputSchema,
    item: householdSchema,
    insert: (db, input) => insertHousehold(db, input, merge),
    read: householdById,
  });

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

  adminDelete(fastify, 'household', deleteHousehold);
}
