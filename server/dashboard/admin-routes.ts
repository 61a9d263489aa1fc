import { count, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminStatsSchema, type AdminStats } from '../../contracts/dashboard.js';
import { camps, events, polls, posts, teams, users } from '../db/schema/index.js';
import { answers } from '../http/route-schemas.js';
import { requireRole } from '../auth/authenticate.js';

/** The admin dashboard's tiles (SPEC §2.3), each counted from the database. */
export default function adminStatsRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  app.get(
    '/admin/stats',
    { schema: { tags: ['admin'], response: answers({ 200: adminStatsSchema }) } },
    async (request): Promise<AdminStats> => {
      requireRole(request, 'admin');
      const tally = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
      return {
        users: await tally(db.select({ n: count() }).from(users)),
        pending: await tally(db.select({ n: count() }).from(users).where(eq(users.status, 'pending'))),
        events: await tally(db.select({ n: count() }).from(events)),
        polls: await tally(db.select({ n: count() }).from(polls)),
        posts: await tally(db.select({ n: count() }).from(posts)),
        photos: await tally(db.select({ n: count() }).from(posts).where(isNotNull(posts.imageUrl))),
        camps: await tally(db.select({ n: count() }).from(camps)),
        teams: await tally(db.select({ n: count() }).from(teams)),
      };
    },
  );
}
