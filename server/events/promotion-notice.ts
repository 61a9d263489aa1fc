/** "You're in: {event}": the inbox notice and push of a party the waitlist has just registered. */
import type { AppContext } from '../context.js';
import { noticePaths } from '../notifications/camp-notices.js';
import { noticeOf, notify } from '../notifications/notify.js';
import type { LineContext, OnPromoted } from './registrations-repository.js';

const noticePromoted =
  (ctx: Pick<AppContext, 'db' | 'config'>): OnPromoted =>
  (tx, userIds, event) =>
    // Stored in the promoting transaction; pushed once it has committed.
    notify(ctx, userIds, noticeOf('waitlistIn', { event: event.title }, 'success', noticePaths.event(event.id)), undefined, tx);

/** What RSVP and waitlist writes need of the app: its clock (tests move it) and the "You're in" notice. */
export const lineContext = (ctx: Pick<AppContext, 'db' | 'config' | 'now'>): LineContext => ({
  now: ctx.now,
  onPromoted: noticePromoted(ctx),
});
