import type { E2eServer } from '../../tests/support/e2e.js';
import type { Session } from '../../tests/support/e2e-session.js';
import { users } from '../../server/db/schema/index.js';
import { signToken } from '../../server/auth/jwt.js';

/** An approved camper of the bench server, with a session as the app stores it after sign-in. */
export async function benchCamper(server: E2eServer, name: string): Promise<Session> {
  const [user] = await server.database.db
    .insert(users)
    .values({
      email: `${name}-${Date.now()}@bench.test`,
      passwordHash: 'x',
      role: 'camper',
      status: 'approved',
      firstName: name,
      lastName: 'Bench',
    })
    .returning();
  if (!user) throw new Error('bench camper not created');
  const token = await signToken(server.config.jwtSecret, { sub: user.id, ver: user.tokenVersion });
  const me = await fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await me.json()) as { user: Session['user'] };
  return { token, user: body.user };
}

/** Makes every page of the browser start signed in as `session` (the app's persisted auth store). */
export const signedInScript = (session: Session) =>
  `localStorage.setItem('auth-storage', ${JSON.stringify(JSON.stringify({ state: { user: session.user, token: session.token, isAuthenticated: true }, version: 0 }))});`;
