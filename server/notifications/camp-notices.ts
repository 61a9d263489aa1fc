/** What the camp tells people in their server inbox (and by push): new messages, broadcasts, moved or cancelled events, new polls. */
import type { AppContext } from '../context.js';
import { noticeOf, notify } from './notify.js';
import { approvedPeople, eventAttendees, removeNoticesLeadingTo } from './repository.js';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/** Where a tap on each notice leads: the very conversation, event or poll. */
export const noticePaths = {
  conversation: (id: string) => `/chat#conversation-${id}`,
  event: (id: string) => `/events#event-${id}`,
  cancelledEvent: () => '/events',
  poll: (id: string) => `/#poll-${id}`,
  rollCall: () => '/safety',
};

const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim() || 'Someone';

/**
 * A new message: the other members learn who wrote and where (the text itself stays in the app).
 * A member whose screen shows that conversation (on any phone) reads it there: no push, and no notice
 * that would mark as unread what they have just seen.
 */
export async function noticeNewMessage(
  ctx: Ctx & Pick<AppContext, 'hub'>,
  conversation: { id: string; type: string; name: string | null },
  members: readonly string[],
  sender: { id: string; firstName: string; lastName: string },
): Promise<void> {
  const broadcast = conversation.type === 'broadcast';
  const params = { name: nameOf(sender), conversation: conversation.name ?? '' };
  const actionPath = noticePaths.conversation(conversation.id);
  const viewing = ctx.hub.viewing(conversation.id, members);
  await notify(
    ctx,
    members.filter((id) => !viewing.has(id)),
    broadcast
      ? noticeOf(conversation.name ? 'broadcastNamed' : 'broadcast', params, 'camp', actionPath)
      : noticeOf(conversation.name ? 'messageIn' : 'message', params, 'info', actionPath),
    sender.id,
  );
}

/** Who RSVPed to an event. */
export const attendeesOf = (ctx: Ctx, eventId: string): Promise<string[]> => eventAttendees(ctx.db, eventId);

const timeChanged = (a: { eventTime: Date; endTime: Date | null }, b: { eventTime: Date; endTime: Date | null }) =>
  a.eventTime.getTime() !== b.eventTime.getTime() || (a.endTime?.getTime() ?? null) !== (b.endTime?.getTime() ?? null);

/** An event whose time changed: the people who RSVPed hear of it. */
export async function noticeEventMoved(
  ctx: Ctx,
  before: { id: string; title: string; eventTime: Date; endTime: Date | null },
  after: { eventTime: Date; endTime: Date | null },
  actorId: string,
): Promise<void> {
  if (!timeChanged(before, after)) return;
  await notify(
    ctx,
    await attendeesOf(ctx, before.id),
    noticeOf('eventMoved', { event: before.title }, 'warning', noticePaths.event(before.id)),
    actorId,
  );
}

/** A cancelled event (call before deleting it: its RSVPs go with it). */
export async function noticeEventCancelled(ctx: Ctx, attendees: string[], title: string, actorId: string): Promise<void> {
  await notify(ctx, attendees, noticeOf('eventCancelled', { event: title }, 'warning', noticePaths.cancelledEvent()), actorId);
}

/** A new poll: every approved camper may vote. */
export async function noticeNewPoll(ctx: Ctx, poll: { id: string; question: string }, actorId: string): Promise<void> {
  await notify(
    ctx,
    await approvedPeople(ctx.db),
    noticeOf('newPoll', { question: poll.question }, 'camp', noticePaths.poll(poll.id)),
    actorId,
  );
}

/** A roll call started: every approved person is asked whether they are safe. */
export async function noticeRollCall(ctx: Ctx, rollCall: { message: string }, actorId: string): Promise<void> {
  await notify(
    ctx,
    await approvedPeople(ctx.db),
    noticeOf('rollCall', { message: rollCall.message }, 'warning', noticePaths.rollCall()),
    actorId,
  );
}

/** A deleted poll or event leaves no notice behind that leads to it, in anyone's inbox. */
export const forgetNoticesOfPoll = (ctx: Ctx, pollId: string) => removeNoticesLeadingTo(ctx.db, noticePaths.poll(pollId));
export const forgetNoticesOfEvent = (ctx: Ctx, eventId: string) => removeNoticesLeadingTo(ctx.db, noticePaths.event(eventId));
