import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eventsToIcs } from '../../contracts/ics.js';
import { users } from '../db/schema/index.js';
import { eventsForUser } from '../lib/event-queries.js';
import { notFound } from '../lib/http-error.js';
import { requireUser } from '../plugins/auth.js';

/**
 * Each camper's private calendar subscription: /api/calendar/<token>.ics, where the token is the user id
 * signed with the server secret and the user's token version (a password reset or deletion request revokes it).
 */
function signature(secret: string, userId: string, version: number): string {
  return createHmac('sha256', secret).update(`calendar:${userId}:${version}`).digest('base64url').slice(0, 32);
}

function feedUrl(request: FastifyRequest, publicUrl: string | undefined, token: string): string {
  const origin = publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
  return `${origin}/api/calendar/${token}.ics`;
}

export default function calendarRoutes(app: FastifyInstance): void {
  const { db, config } = app.ctx;

  app.get('/calendar/feed', async (request) => {
    const user = requireUser(request);
    const token = `${user.id}.${signature(config.jwtSecret, user.id, user.tokenVersion)}`;
    return { url: feedUrl(request, config.PUBLIC_URL, token) };
  });

  app.get('/calendar/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const [userId = '', sig = ''] = file.replace(/\.ics$/, '').split('.');
    const [user] = /^[0-9a-f-]{36}$/i.test(userId) ? await db.select().from(users).where(eq(users.id, userId)).limit(1) : [];
    const expected = user ? Buffer.from(signature(config.jwtSecret, user.id, user.tokenVersion)) : null;
    const given = Buffer.from(sig);
    if (!user || user.status !== 'approved' || user.deletionRequestedAt || !expected || expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw notFound('This calendar address is not valid any more.');
    }
    const body = eventsToIcs(await eventsForUser(db, user.id), 'Camp Weekend');
    return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(body);
  });
}
