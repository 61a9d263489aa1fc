import type { FastifyInstance } from 'fastify';
import { sheetTakesSchema, signupSheetSchema } from '../../contracts/signups.js';
import { signupsCommands } from '../../contracts/signups-commands.js';
import { listRoute } from '../replication/list-route.js';
import { setClaim, sheetForUser, sheetIdFrom, sheetsForUser, slotIdFrom } from './repository.js';
import { carrying, ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';

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

  command.declared(signupsCommands.claim, { tags: ['signups'] }, async ({ user, params, body }) => {
    const id = sheetIdFrom(params);
    await setClaim(db, id, slotIdFrom(params), user.id, body().claimed);
    const sheet = await sheetForUser(db, id, user.id);
    // Who took each slot reads the same for everyone: the poke carries it to every phone.
    return carrying(ok(sheet), { shared: { signups: [sheetTakesSchema.parse(sheet)] } });
  });
}
