import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';

/**
 * Ends every session of the person: their tokens stop working (the token version moves on) and
 * their open live sockets close on every server instance. Call it after a password change or reset,
 * a role change, or an account deletion. Pass `db` to bump the version inside a running transaction
 * (the sockets then close right away, so call it last in that transaction).
 */
export async function revokeSessions(app: FastifyInstance, userId: string, db: Db = app.ctx.db): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await app.ctx.hub.disconnect([userId]);
}
