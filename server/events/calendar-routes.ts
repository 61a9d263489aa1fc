import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/common.js';
import { calendarFeedSchema } from '../../contracts/events.js';
import { eventsToIcs } from '../../contracts/events-calendar.js';
import { eventsForUser } from './event-schedule.js';
import { calendarOwner } from './repository.js';
import { notFound } from '../http/errors.js';
import { answers } from '../http/route-schemas.js';
import { requireUser } from '../auth/authenticate.js';
import { typedRoutes } from '../http/route-input.js';

/**
 * Each camper's private calendar subscription: /api/calendar/<token>.ics, where the token is the user id
 * signed with the server secret and the user's token version (a password reset or deletion request revokes it).
 * It holds the events the camper is registered for, each ringing before it starts.
 */
function signature(secret: string, userId: string, version: number): string {
  return createHmac('sha256', secret).update(`calendar:${userId}:${version}`).digest('base64url').slice(0, 32);
}

function feedUrl(request: FastifyRequest, publicUrl: string | undefined, token: string): string {
  const origin = publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
  return `${origin}/api/calendar/${token}.ics`;
}

const icsAnswer = {
  200: {
    description: 'The events the camper is registered for, as an iCalendar file',
    content: { 'text/calendar': { schema: z.string() } },
  },
  '4xx': apiErrorSchema,
};

export default function calendarRoutes(fastify: FastifyInstance): void {
  const app = typedRoutes(fastify);
  const { db, config } = app.ctx;

  app.get('/calendar/feed', { schema: { tags: ['events'], response: answers({ 200: calendarFeedSchema }) } }, async (request) => {
    const user = requireUser(request);
    const token = `${user.id}.${signature(config.jwtSecret, user.id, user.tokenVersion)}`;
    return { url: feedUrl(request, config.PUBLIC_URL, token) };
  });

  app.get(
    '/calendar/:file',
    { schema: { tags: ['events'], security: [], params: z.object({ file: z.string().describe('<token>.ics') }), response: icsAnswer } },
    async (request, reply) => {
      const { file } = request.params;
      const [userId = '', sig = ''] = file.replace(/\.ics$/, '').split('.');
      const user = /^[0-9a-f-]{36}$/i.test(userId) ? await calendarOwner(db, userId) : undefined;
      const expected = user ? Buffer.from(signature(config.jwtSecret, user.id, user.tokenVersion)) : null;
      const given = Buffer.from(sig);
      if (
        !user ||
        user.status !== 'approved' ||
        user.deletionRequestedAt ||
        !expected ||
        expected.length !== given.length ||
        !timingSafeEqual(expected, given)
      ) {
        throw notFound('calendar_address_invalid');
      }
      const registered = (await eventsForUser(db, user.id)).filter((e) => e.is_user_registered);
      const body = eventsToIcs(registered, 'Camp Weekend');
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(body);
    },
  );
}
