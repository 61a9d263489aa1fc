import type { FastifyInstance } from 'fastify';
import { remindAnswerSchema } from '../../contracts/events-reminders.js';
import { noticePaths } from '../notifications/camp-notices.js';
import { noticeOf, notify } from '../notifications/notify.js';
import { eventIdFrom, eventRow } from './repository.js';
import { takeReminder, unansweredCampers } from './reminders-repository.js';
import { registerStartsSoon } from './starts-soon-job.js';
import { HttpError, notFound } from '../http/errors.js';
import { answers, idParams } from '../http/route-schemas.js';
import { checkRole } from '../auth/authenticate.js';
import { ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';

/**
 * Reminders: organizers and admins remind the campers who have not answered an event (at most once an
 * hour per event), and the "starts soon" job tells those registered 15 minutes before it starts.
 */
export default function remindRoutes(fastify: FastifyInstance): void {
  const { command, tags, db } = routeGroup(fastify, 'events');
  const { ctx } = fastify;

  command.post(
    '/admin/events/:id/remind',
    { tags, params: idParams, response: answers({ 200: remindAnswerSchema }) },
    async ({ user, params }) => {
      checkRole(user, 'admin', 'organizer');
      const id = eventIdFrom(params);
      const event = await eventRow(db, id);
      if (!event) throw notFound('event_gone');
      if (!(await takeReminder(db, id, user.id, new Date()))) throw new HttpError(429, 'reminder_too_soon');
      const campers = await unansweredCampers(db, id);
      await notify(ctx, campers, noticeOf('eventReminder', { event: event.title }, 'camp', noticePaths.event(id)), user.id);
      return ok({ reminded: campers.length });
    },
  );

  registerStartsSoon(fastify);
}
