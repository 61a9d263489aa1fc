import type { FastifyInstance } from 'fastify';
import { uuidSchema } from '../../contracts/common.js';
import { reflectionsCommands } from '../../contracts/reflections-commands.js';
import { z } from 'zod';
import { publicReflectionSchema, reflectionCampSchema, reflectionSchema, submissionSchema } from '../../contracts/reflections.js';
import { answerSentences } from '../http/answer-sentences.js';
import { conflict, notFound } from '../http/errors.js';
import {
  deleteOwnReflection,
  findCamp,
  ownReflectionFor,
  ownReflections,
  publicReflections,
  reflectionCamps,
  reflectionHolder,
  saveReflection,
  submissions,
} from './repository.js';
import { answers } from '../http/route-schemas.js';
import { requireRole, requireUser } from '../auth/authenticate.js';
import { ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';

const campParams = z.object({ campId: z.string() });

/** Reflections (SPEC §7 Reflections; DECISIONS "Permissions"): each person reads and writes their own. */
export default function reflectionsRoutes(fastify: FastifyInstance): void {
  const { app, command, tags, db } = routeGroup(fastify, 'reflections');

  app.get('/reflections', { schema: { tags, response: answers({ 200: z.array(reflectionSchema) }) } }, async (request) =>
    ownReflections(db, requireUser(request).id),
  );

  app.get('/reflections/camps', { schema: { tags, response: answers({ 200: z.array(reflectionCampSchema) }) } }, async (request) => {
    requireUser(request);
    return reflectionCamps(db);
  });

  app.get(
    '/reflections/camp/:campId',
    { schema: { tags, params: campParams, response: answers({ 200: reflectionSchema }) } },
    async (request) => {
      const user = requireUser(request);
      const camp = await findCamp(db, request.params.campId);
      const mine = await ownReflectionFor(db, user.id, camp.id);
      if (!mine) throw notFound('reflection_not_written');
      return mine;
    },
  );

  // Creates or updates: one reflection per person per camp, so a replay changes nothing.
  command.declared(reflectionsCommands.save, { tags }, async ({ user, body }) => {
    const input = body();
    const camp = await findCamp(db, input.camp_id);
    if (input.id) {
      const holder = await reflectionHolder(db, input.id);
      if (holder && (holder.userId !== user.id || holder.campId !== camp.id)) throw conflict('reflection_id_taken');
    }
    const content = { high: input.high, low: input.low, glitter: input.glitter, isPublic: input.is_public };
    const saved = await saveReflection(db, { id: input.id, userId: user.id, camp }, content);
    return { status: saved.created ? 201 : 200, body: saved.reflection };
  });

  command.declared(reflectionsCommands.delete, { tags }, async ({ user, params }) => {
    // Someone else's reflection reads as absent: its existence is private too.
    const { id } = params;
    if (!uuidSchema.safeParse(id).success || !(await deleteOwnReflection(db, user.id, id))) throw notFound('reflection_not_found');
    return ok({ message: answerSentences.reflectionDeleted });
  });

  app.get(
    '/admin/camps/:campId/reflections',
    { schema: { tags, params: campParams, response: answers({ 200: z.array(submissionSchema) }) } },
    async (request) => {
      requireRole(request, 'admin');
      return submissions(db, (await findCamp(db, request.params.campId)).id);
    },
  );

  app.get(
    '/admin/camps/:campId/reflections/public',
    { schema: { tags, params: campParams, response: answers({ 200: z.array(publicReflectionSchema) }) } },
    async (request) => {
      requireRole(request, 'admin', 'organizer');
      return publicReflections(db, await findCamp(db, request.params.campId));
    },
  );
}
