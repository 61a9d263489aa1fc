import type { FastifyInstance } from 'fastify';
import { autoLinkResultSchema, teamInputSchema, teamListQuerySchema, teamListSchema, teamSchema } from '../../contracts/teams.js';
import { notFound } from '../http/errors.js';
import { autoLinkTeam, deleteTeam, insertTeam, listTeams, teamById, teamIdFrom } from './repository.js';
import { answers, idParams, successAnswer } from '../http/route-schemas.js';
import { checkRole, requireRole } from '../auth/authenticate.js';
import { createOnce } from '../http/client-created.js';
import { ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';

/** Team Management (SPEC §7 "Events, camps, teams"): administrators only. */
export default function adminTeamsRoutes(fastify: FastifyInstance): void {
  const { app, command, tags, db } = routeGroup(fastify, 'teams');

  app.get(
    '/admin/teams',
    { schema: { tags, querystring: teamListQuerySchema, response: answers({ 200: teamListSchema }) } },
    async (request) => {
      requireRole(request, 'admin');
      return { teams: await listTeams(db, request.query.year) };
    },
  );

  command.post('/admin/teams', { tags, body: teamInputSchema, response: answers({ 201: teamSchema }) }, async ({ user, body }) => {
    checkRole(user, 'admin');
    const input = body();
    return createOnce(
      db,
      { entity: 'teams', id: input.id, deleted: 'team_deleted' },
      () => insertTeam(db, input),
      (made) => teamById(db, made),
    );
  });

  command.delete('/admin/teams/:id', { tags, params: idParams, response: answers({ 200: successAnswer }) }, async ({ user, params }) => {
    checkRole(user, 'admin');
    if (!(await deleteTeam(db, teamIdFrom(params)))) throw notFound('team_gone');
    return ok({ success: true });
  });

  command.post(
    '/admin/teams/:id/auto-link',
    { tags, params: idParams, response: answers({ 200: autoLinkResultSchema }) },
    async ({ user, params }) => {
      checkRole(user, 'admin');
      const id = teamIdFrom(params);
      await teamById(db, id);
      const matched = await autoLinkTeam(db, id);
      return ok({ linked_count: matched.length, matched, team: await teamById(db, id) });
    },
  );
}
