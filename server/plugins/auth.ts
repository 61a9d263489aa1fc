import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../db/schema/index.js';
import { forbidden, unauthorized } from '../lib/http-error.js';
import { verifyToken } from '../lib/jwt.js';

export type Role = 'admin' | 'organizer' | 'camper';
export type AuthUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

/** Reads the bearer token on every request; routes then ask for a user or a role. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('authUser', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const fromQuery = request.url.startsWith('/ws') ? new URL(request.url, 'http://x').searchParams.get('token') : null;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : fromQuery;
    if (!token) return;
    const claims = await verifyToken(app.ctx.config.jwtSecret, token);
    if (!claims) return;
    const [user] = await app.ctx.db.select().from(users).where(eq(users.id, claims.sub)).limit(1);
    if (!user || user.status !== 'approved' || user.tokenVersion !== claims.ver || user.deletionRequestedAt) return;
    request.authUser = user;
  });
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

/** The signed-in user if they hold one of the roles, else 401/403. */
export function requireRole(request: FastifyRequest, ...roles: Role[]): AuthUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw forbidden(roles.includes('organizer') ? 'Only organizers and administrators can do that.' : 'Only administrators can do that.');
  return user;
}
