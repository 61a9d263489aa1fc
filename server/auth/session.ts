import { eq, getTableName } from 'drizzle-orm';
import type { SessionResponse } from '../../contracts/auth.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { keptReads } from '../db/table-changes.js';
import { signToken, verifyToken } from './jwt.js';
import { serializeUser } from '../profile/serialize-user.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A fresh 30-day token for the user's current token version, with the user. */
export async function issueSession(secret: string, user: typeof users.$inferSelect): Promise<SessionResponse> {
  const token = await signToken(secret, { sub: user.id, ver: user.tokenVersion });
  return { token, user: serializeUser(user) };
}

type User = typeof users.$inferSelect;

/** On the embedded database: the users read since the users table last changed. */
const keptUser = keptReads<string, User>([getTableName(users)], 5000);

/** The user row with this id (a copy: callers may change it); kept while the users table is unchanged. */
async function userById(db: Db, id: string): Promise<User | undefined> {
  const user = await keptUser(db, id, async () => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0]);
  return user && { ...user };
}

/** The approved, not-revoked user a token belongs to, or null (the same test the auth plugin applies). */
export async function userForToken(db: Db, secret: string, token: string): Promise<User | null> {
  const claims = await verifyToken(secret, token);
  // A validly signed token can still name no possible user (e.g. a sub that is not a UUID).
  if (!claims || !UUID.test(claims.sub)) return null;
  const user = await userById(db, claims.sub);
  if (!user || user.status !== 'approved' || user.tokenVersion !== claims.ver || user.deletionRequestedAt) return null;
  return user;
}
