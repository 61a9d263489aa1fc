import { eq } from 'drizzle-orm';
import type { SessionResponse } from '../../contracts/auth.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { signToken, verifyToken } from './jwt.js';
import { serializeUser } from './serialize-user.js';

/** A fresh 30-day token for the user's current token version, with the user. */
export async function issueSession(secret: string, user: typeof users.$inferSelect): Promise<SessionResponse> {
  const token = await signToken(secret, { sub: user.id, ver: user.tokenVersion });
  return { token, user: serializeUser(user) };
}

/** The approved, not-revoked user a token belongs to, or null (the same test the auth plugin applies). */
export async function userForToken(db: Db, secret: string, token: string): Promise<typeof users.$inferSelect | null> {
  const claims = await verifyToken(secret, token);
  if (!claims) return null;
  const [user] = await db.select().from(users).where(eq(users.id, claims.sub)).limit(1);
  if (!user || user.status !== 'approved' || user.tokenVersion !== claims.ver || user.deletionRequestedAt) return null;
  return user;
}
