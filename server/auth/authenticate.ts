import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from './repository.js';
import { forbidden, HttpError, unauthorized } from '../http/errors.js';
import { userForToken } from './session.js';

export type Role = 'admin' | 'organizer' | 'camper';
export type AuthUser = UserRow;

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
    request.authUser = await userForToken(app.ctx.db, app.ctx.config.jwtSecret, token);
  });
}

/** What a user who must change their password may still call (DECISIONS 2: admin-created users). */
const allowedBeforePasswordChange = new Set([
  'PUT /api/users/me/password',
  'GET /api/users/me',
  'PUT /api/users/me',
  'POST /api/auth/refresh',
]);

/** The `details.code` of that 403, so the app's outbox waits (like after a 401) instead of dropping changes. */
const PASSWORD_CHANGE_REQUIRED = 'password_change_required';

/** The signed-in user, or a 401 (and a 403 until a required password change is done): `method url` is the route's pattern. */
export function signIn(user: AuthUser | null, method: string, url: string): AuthUser {
  if (!user) throw unauthorized();
  if (user.mustChangePassword && !allowedBeforePasswordChange.has(`${method} ${url}`)) {
    throw new HttpError(403, 'password_change_required', { code: PASSWORD_CHANGE_REQUIRED });
  }
  return user;
}

/** The signed-in user of a request, or a 401/403 (see signIn). */
export function requireUser(request: FastifyRequest): AuthUser {
  return signIn(request.authUser, request.method, request.routeOptions.url ?? '');
}

/** The user if they hold one of the roles, else 403. */
export function checkRole(user: AuthUser, ...roles: Role[]): AuthUser {
  if (!roles.includes(user.role)) throw forbidden(roles.includes('organizer') ? 'organizers_only' : 'admins_only');
  return user;
}

/** The signed-in user if they hold one of the roles, else 401/403. */
export function requireRole(request: FastifyRequest, ...roles: Role[]): AuthUser {
  return checkRole(requireUser(request), ...roles);
}
