import { eq, getTableName } from 'drizzle-orm';
import type { SessionResponse } from '../../contracts/auth.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { tableChangesOf, type TableChanges } from '../db/table-changes.js';
import { signToken, verifyToken } from './jwt.js';
import { serializeUser } from './serialize-user.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A fresh 30-day token for the user's current token version, with the user. */
export async function issueSession(secret: string, user: typeof users.$inferSelect): Promise<SessionResponse> {
  const token = await signToken(secret, { sub: user.id, ver: user.tokenVersion });
  return { token, user: serializeUser(user) };
}

type User = typeof users.$inferSelect;

const USERS = [getTableName(users)];
const MAX_KEPT_USERS = 5000;
/** On the embedded database: the users read since the users table last changed (table-changes.ts). */
const keptUsers = new WeakMap<TableChanges, { stamp: string; byId: Map<string, User> }>();

/** The user row with this id; on the embedded database, from memory while the users table is unchanged. */
async function userById(db: Db, id: string): Promise<User | undefined> {
  const read = async () => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];
  const changes = tableChangesOf(db);
  if (!changes) return read();
  const stamp = changes.stamp(USERS);
  let kept = keptUsers.get(changes);
  if (kept?.stamp !== stamp) keptUsers.set(changes, (kept = { stamp, byId: new Map() }));
  const copy = kept.byId.get(id);
  if (copy) return { ...copy };
  const user = await read();
  // Kept only if no write to users began while it was read.
  if (user && changes.stamp(USERS) === stamp && kept.byId.size < MAX_KEPT_USERS) kept.byId.set(id, { ...user });
  return user;
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
