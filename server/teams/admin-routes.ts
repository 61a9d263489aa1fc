import type { FastifyInstance } from 'fastify';
import { autoLinkResultSchema, teamInputSchema, teamListQuerySchema, teamListSchema, teamSchema } from '../../contracts/teams.js';
import { autoLinkTeam, deleteTeam, insertTeam, listTeams, teamById, teamIdFrom } from './repository.js';
import { answers, idParams } from '../http/route-schemas.js';
import { checkRole, requireRole } from '../auth/authenticate.js';
import { adminCreate, adminDelete } from '../auth/admin-create-delete.js';
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

  adminCreate(fastify, 'team', { input: teamInputSchema, item: teamSchema, insert: insertTeam, read: teamById });

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

  adminDelete(fastify, 'team', deleteTeam);
}
