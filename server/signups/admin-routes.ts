import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { signupSheetInputSchema, signupSheetSchema } from '../../contracts/signups.js';
import { eventRow } from '../events/repository.js';
import { badRequest } from '../http/errors.js';
import type { Db } from '../db/client.js';
import { createSheet, deleteSheet, sheetForUser, sheetIdFrom, updateSheet, type SheetColumns } from './repository.js';
import { answers, idParams, successAnswer } from '../http/route-schemas.js';
import { checkRole } from '../auth/authenticate.js';
import { createOnce } from '../http/client-created.js';
import { ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';

/** The sheet's own columns from the editor's form; an event that does not exist is refused with a sentence. */
async function columnsOf(db: Db, input: z.output<typeof signupSheetInputSchema>): Promise<SheetColumns> {
  const eventId = input.event_id ?? null;
  if (eventId && !(await eventRow(db, eventId))) throw badRequest('signup_event_unknown');
  return { title: input.title, description: input.description ?? '', eventId };
}

/** The sign-up sheet editor: organizers and admins create, edit and delete sheets. */
export default function adminSignupsRoutes(fastify: FastifyInstance): void {
  const { command, tags, db } = routeGroup(fastify, 'signups');
  const one = answers({ 200: signupSheetSchema });

  command.post(
    '/admin/signups',
    { tags, body: signupSheetInputSchema, response: answers({ 201: signupSheetSchema }) },
    async ({ user, body }) => {
      checkRole(user, 'admin', 'organizer');
      const input = body();
      const sheet = { ...(await columnsOf(db, input)), createdBy: user.id };
      return createOnce(
        db,
        { entity: 'signups', id: input.id, deleted: 'signup_deleted' },
        () => createSheet(db, input.id, sheet, input.slots),
        (made) => sheetForUser(db, made, user.id),
      );
    },
  );

  // Slots kept (by id) keep their claims, even past a lowered capacity; a slot left out goes with its claims.
  command.put(
    '/admin/signups/:id',
    { tags, params: idParams, body: signupSheetInputSchema, response: one },
    async ({ user, params, body }) => {
      checkRole(user, 'admin', 'organizer');
      const id = sheetIdFrom(params);
      const input = body();
      await updateSheet(db, id, await columnsOf(db, input), input.slots);
      return ok(await sheetForUser(db, id, user.id));
    },
  );

  command.delete('/admin/signups/:id', { tags, params: idParams, response: answers({ 200: successAnswer }) }, async ({ user, params }) => {
    checkRole(user, 'admin', 'organizer');
    await deleteSheet(db, sheetIdFrom(params));
    return ok({ success: true });
  });
}
