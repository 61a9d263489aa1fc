import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { autoLinkResultSchema, teamInputSchema, teamListQuerySchema, teamListSchema, teamSchema } from '../../contracts/teams.js';
import { teamMembers, teams } from '../db/schema/index.js';
import { recordDeletion } from '../replication/delta.js';
import { notFound } from '../http/errors.js';
import { autoLinkTeam } from './team-auto-link.js';
import { listTeams, TEAM_GONE, teamById, teamIdFrom } from './repository.js';
import { answers, idParams, successAnswer } from '../http/route-schemas.js';
import { requireRole } from '../auth/authenticate.js';
import { typedRoutes } from '../http/route-input.js';

/** Team Management (SPEC §7 "Events, camps, teams"): administrators only. */
export default function adminTeamsRoutes(fastify: FastifyInstance): void {
  const app = typedRoutes(fastify);
  const tags = ['teams'];
  const { db } = app.ctx;

  app.get(
    '/admin/teams',
    { schema: { tags, querystring: teamListQuerySchema, response: answers({ 200: teamListSchema }) } },
    async (request) => {
      requireRole(request, 'admin');
      const { year } = request.query;
      return { teams: await listTeams(db, year === undefined ? undefined : eq(teams.year, year)) };
    },
  );

  app.post('/admin/teams', { schema: { tags, body: teamInputSchema, response: answers({ 201: teamSchema }) } }, async (request, reply) => {
    requireRole(request, 'admin');
    const input = request.body;
    const id = await db.transaction(async (tx) => {
      const [team] = await tx.insert(teams).values({ name: input.name, color: input.color, year: input.year }).returning({ id: teams.id });
      if (!team) throw new Error('team insert returned nothing');
      if (input.members.length > 0)
        await tx.insert(teamMembers).values(input.members.map((name, position) => ({ teamId: team.id, name, position })));
      return team.id;
    });
    return reply.status(201).send(await teamById(db, id));
  });

  app.delete('/admin/teams/:id', { schema: { tags, params: idParams, response: answers({ 200: successAnswer }) } }, async (request) => {
    requireRole(request, 'admin');
    const id = teamIdFrom(request.params);
    await db.transaction(async (tx) => {
      const gone = await tx.delete(teams).where(eq(teams.id, id)).returning({ id: teams.id });
      if (gone.length === 0) throw notFound(TEAM_GONE);
      await recordDeletion(tx, 'teams', [id]);
    });
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
