/** "You're in: {event}": the inbox notice and push of a party the waitlist has just registered. */
import type { AppContext } from '../context.js';
import { noticePaths } from '../notifications/camp-notices.js';
import { noticeOf, notify } from '../notifications/notify.js';
import type { OnPromoted } from './registrations-repository.js';

export const noticePromoted =
  (ctx: Pick<AppContext, 'config'>): OnPromoted =>
  (tx, userIds, event) =>
    notify({ ...ctx, db: tx }, userIds, noticeOf('waitlistIn', { event: event.title }, 'success', noticePaths.event(event.id)));
