import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rollCallBoardSchema, rollCallSchema, rollCallSummarySchema, startRollCallSchema } from '../../contracts/rollcalls.js';
import { rollcallsCommands } from '../../contracts/rollcalls-commands.js';
import { checkRole, requireRole, requireUser } from '../auth/authenticate.js';
import { createOnce } from '../http/client-created.js';
import { ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';
import { answers, idParams } from '../http/route-schemas.js';
import { noticeRollCall } from '../notifications/camp-notices.js';
import { rollCallBoard, rollCallSummaries } from './board-repository.js';
import { answerRollCall, closeRollCall, myRollCall, rollCallIdFrom, rollCallRow, startRollCall, toRollCall } from './repository.js';
import { tellBoardWatchers } from './board-watchers.js';

/**
 * Roll calls: admins and organizers start and close them and read every board with phones; every approved
 * person answers for themself or their household, and may read the board without phones, notes or emergency contacts.
 */
export default function rollCallsRoutes(fastify: FastifyInstance): void {
  const { app, command, tags, db } = routeGroup(fastify, 'rollcalls');

  command.post('/roll-calls', { tags, body: startRollCallSchema, response: answers({ 201: rollCallSchema }) }, async ({ user, body }) => {
    const starter = checkRole(user, 'admin', 'organizer');
    const { id, message } = body();
    // Roll calls are closed, never deleted: no tombstone to refuse.
    return createOnce(
      db,
      { entity: 'roll_calls', id },
      async () => {
        const rollCall = await startRollCall(db, id, message, starter.id);
        if (rollCall) await noticeRollCall(fastify.ctx, rollCall, starter.id);
        return rollCall?.id;
      },
      async (made) => toRollCall(await rollCallRow(db, made)),
    );
  });

  command.declared(rollcallsCommands.answer, { tags }, async ({ user, params, body }) => {
    const id = rollCallIdFrom(params);
    await answerRollCall(db, id, user.id, body());
    await tellBoardWatchers(fastify.ctx, id);
    return ok(await myRollCall(db, id, user.id));
  });

  command.post(
    '/roll-calls/:id/close',
    { tags, params: idParams, response: answers({ 200: rollCallSchema }) },
    async ({ user, params }) => {
      checkRole(user, 'admin', 'organizer');
      const rollCall = await closeRollCall(db, rollCallIdFrom(params));
      await tellBoardWatchers(fastify.ctx, rollCall.id);
      return ok(rollCall);
    },
  );

  app.get('/roll-calls', { schema: { tags, response: answers({ 200: z.array(rollCallSummarySchema) }) } }, async (request) => {
    requireRole(request, 'admin', 'organizer');
    return rollCallSummaries(db);
  });

  app.get('/roll-calls/:id', { schema: { tags, params: idParams, response: answers({ 200: rollCallBoardSchema }) } }, async (request) => {
    const user = requireUser(request);
    return rollCallBoard(db, rollCallIdFrom(request.params), user.role !== 'camper');
  });
}
