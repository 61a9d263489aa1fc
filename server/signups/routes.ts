import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { claimInputSchema, signupSheetSchema } from '../../contracts/signups.js';
import { listRoute } from '../replication/list-route.js';
import { setClaim, sheetForUser, sheetIdFrom, sheetsForUser, slotIdFrom } from './repository.js';
import { answers } from '../http/route-schemas.js';
import { ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';

const slotParams = z.object({ id: z.string(), slotId: z.string() });

/** Sign-up sheets for every camper: the list, and claiming or releasing a slot for one's family (set semantics). */
export default function signupsRoutes(fastify: FastifyInstance): void {
  const { command, db } = routeGroup(fastify, 'signups');

  // The plain list, or with ?since= the changes for a delta pull; a claim touches its sheet.
  listRoute(fastify, '/signups', {
    tag: 'signups',
    item: signupSheetSchema,
    entity: 'signups',
    load: (user, since) => sheetsForUser(db, user.id, since),
  });

  command.post(
    '/signups/:id/slots/:slotId/claim',
    { tags: ['signups'], params: slotParams, body: claimInputSchema, response: answers({ 200: signupSheetSchema }) },
    async ({ user, params, body }) => {
      const id = sheetIdFrom(params);
      await setClaim(db, id, slotIdFrom(params), user.id, body().claimed);
      return ok(await sheetForUser(db, id, user.id));
    },
  );
}
