import type { FastifyInstance } from 'fastify';
import healthRoutes from './health.js';
import syncRoutes from './sync.js';
import authRoutes from './auth.js';
import usersRoutes from './users.js';
import adminUsersRoutes from './admin-users.js';
import eventsRoutes from './events.js';
import adminEventsRoutes from './admin-events.js';
import calendarRoutes from './calendar.js';
import pollsRoutes from './polls.js';
import adminPollsRoutes from './admin-polls.js';
import conversationRoutes from './conversations.js';
import postsRoutes from './posts.js';
import packingRoutes from './packing.js';
import pullRoutes from './pull.js';
import accountRoutes from './account.js';
import reflectionsRoutes from './reflections.js';
import instagramRoutes from './instagram.js';
import rulesRoutes from './rules.js';
import mapRoutes from './map.js';
import campsRoutes from './camps.js';
import adminTeamsRoutes from './admin-teams.js';
import adminStatsRoutes from './admin-stats.js';

/** Every /api route group (SPEC §7), one file each. */
export function registerRoutes(api: FastifyInstance): void {
  healthRoutes(api);
  syncRoutes(api);
  authRoutes(api);
  usersRoutes(api);
  adminUsersRoutes(api);
  eventsRoutes(api);
  adminEventsRoutes(api);
  calendarRoutes(api);
  pollsRoutes(api);
  adminPollsRoutes(api);
  conversationRoutes(api);
  postsRoutes(api);
  packingRoutes(api);
  pullRoutes(api);
  accountRoutes(api);
  reflectionsRoutes(api);
  instagramRoutes(api);
  rulesRoutes(api);
  mapRoutes(api);
  campsRoutes(api);
  adminTeamsRoutes(api);
  adminStatsRoutes(api);
}
