import type { FastifyInstance } from 'fastify';
import { adminStatsSchema, type AdminStats } from '../../contracts/dashboard.js';
import { answers } from '../http/route-schemas.js';
import { requireRole } from '../auth/authenticate.js';
import { countStats } from './repository.js';

/** The admin dashboard's tiles (SPEC §2.3), each counted from the database. */
export default function adminStatsRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  app.get(
    '/admin/stats',
    { schema: { tags: ['admin'], response: answers({ 200: adminStatsSchema }) } },
    async (request): Promise<AdminStats> => {
      requireRole(request, 'admin');
      return countStats(db);
    },
  );
}
