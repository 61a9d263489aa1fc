import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { bumpTokenVersion } from './repository.js';

/**
 * Ends every session of the person: their tokens stop working (the token version moves on) and
 * their open live sockets close on every server instance. Call it after a password change or reset,
 * a role change, or an account deletion. Pass `db` to bump the version inside a running transaction
 * (the sockets then close right away, so call it last in that transaction).
 */
export async function revokeSessions(app: FastifyInstance, userId: string, db: Db = app.ctx.db): Promise<void> {
  await bumpTokenVersion(db, userId);
  await app.ctx.hub.disconnect([userId]);
}
