import type { FastifyInstance } from 'fastify';
import { autoLinkResultSchema, teamInputSchema, teamListQuerySchema, teamListSchema, teamSchema } from '../../contracts/teams.js';
import { notFound } from '../http/errors.js';
import { autoLinkTeam, deleteTeam, insertTeam, listTeams, teamById, teamIdFrom } from './repository.js';
import { answers, idParams, successAnswer } from '../http/route-schemas.js';
import { requireRole } from '../auth/authenticate.js';
import { routeGroup } from '../http/route-input.js';

/** Team Management (SPEC §7 "Events, camps, teams"): administrators only. */
export default function adminTeamsRoutes(fastify: FastifyInstance): void {
  const { app, tags, db } = routeGroup(fastify, 'teams');

  app.get(
    '/admin/teams',
    { schema: { tags, querystring: teamListQuerySchema, response: answers({ 200: teamListSchema }) } },
    async (request) => {
      requireRole(request, 'admin');
      return { teams: await listTeams(db, request.query.year) };
    },
  );

  app.post('/admin/teams', { schema: { tags, body: teamInputSchema, response: answers({ 201: teamSchema }) } }, async (request, reply) => {
    requireRole(request, 'admin');
    const id = await insertTeam(db, request.body);
    return reply.status(201).send(await teamById(db, id));
  });

  app.delete('/admin/teams/:id', { schema: { tags, params: idParams, response: answers({ 200: successAnswer }) } }, async (request) => {
    requireRole(request, 'admin');
    if (!(await deleteTeam(db, teamIdFrom(request.params)))) throw notFound('team_gone');
    return { success: true };
  });

  app.post(
    '/admin/teams/:id/auto-link',
    { schema: { tags, params: idParams, response: answers({ 200: autoLinkResultSchema }) } },
    async (request) => {
      requireRole(request, 'admin');
      const id = teamIdFrom(request.params);
      await teamById(db, id);
      const matched = await autoLinkTeam(db, id);
      return { linked_count: matched.length, matched, team: await teamById(db, id) };
    },
  );
}
