/**
 * RSVPs go as the desired state (POST or DELETE /events/{id}/register), so a change undone offline
 * cancels out and a replay changes nothing; the count moves at once and the server's answer replaces it.
 */
import { eventSchema } from '../../../contracts/events';
import { isEventFull, withRsvp } from '../../lib/event-rules';
import { db } from '../schema';
import type { MutationDef } from './types';

export const rsvpEntity = (eventId: string) => `event-rsvp:${eventId}`;

export interface RsvpArgs {
  eventId: string;
  register: boolean;
}

const rsvp: MutationDef<RsvpArgs> = {
  async plan({ eventId, register }) {
    const current = await db.events.get(eventId);
    if (!current || current.is_user_registered === register || (register && isEventFull(current))) return null;
    return {
      entity: rsvpEntity(eventId),
      request: { method: register ? 'POST' : 'DELETE', path: `/events/${eventId}/register`, body: { registered: register } },
      coalesce: 'set',
      baseline: { registered: current.is_user_registered },
      label: { key: register ? 'outbox:label.rsvp' : 'outbox:label.cancelRsvp', values: { event: current.title } },
    };
  },
  async apply({ eventId, register }) {
    const before = await db.events.get(eventId);
    if (!before) return [];
    await db.events.put({ ...withRsvp(before, register), _pending: true });
    return [{ table: 'events', key: eventId, value: before }];
  },
  async settle(answer) {
    await db.events.put(eventSchema.parse(answer));
  },
};

export const eventMutations = { 'event.rsvp': rsvp };
