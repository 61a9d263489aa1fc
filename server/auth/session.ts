import type { SessionResponse } from '../../contracts/auth.js';
import type { Db } from '../db/client.js';
import { signToken, verifyToken } from './jwt.js';
import { userById, type UserRow } from './repository.js';
import { serializeUser } from '../profile/serialize-user.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A fresh 30-day token for the user's current token version, with the user. */
export async function issueSession(secret: string, user: UserRow): Promise<SessionResponse> {
  const token = await signToken(secret, { sub: user.id, ver: user.tokenVersion });
  return { token, user: serializeUser(user) };
}

/** The approved, not-revoked user a token belongs to, or null (the same test the auth plugin applies). */
export async function userForToken(db: Db, secret: string, token: string): Promise<UserRow | null> {
  const claims = await verifyToken(secret, token);
  // A validly signed token can still name no possible user (e.g. a sub that is not a UUID).
  if (!claims || !UUID.test(claims.sub)) return null;
  const user = await activeUser(db, claims.sub);
  return user && user.tokenVersion === claims.ver ? user : null;
}

/** The user who may still act in the camp (approved, not leaving), or null: a token's, or a forwarded change's author. */
export async function activeUser(db: Db, id: string): Promise<UserRow | null> {
  const user = await userById(db, id);
  return user && user.status === 'approved' && !user.deletionRequestedAt ? user : null;
}
