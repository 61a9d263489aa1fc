/**
 * RSVPs go as the desired state (POST or DELETE /events/{id}/register), so a change undone offline
 * cancels out and a replay changes nothing; the count moves at once and the server's answer replaces it.
 */
import { eventSchema, type CampEvent } from '../../../contracts/events';
import { isEventFull } from '../../lib/event-rules';
import { db } from '../schema';
import type { MutationDef } from './types';

export const rsvpEntity = (eventId: string) => `event-rsvp:${eventId}`;

function withRsvp(e: CampEvent, register: boolean): CampEvent {
  const count = Math.max(0, e.registration_count + (register ? 1 : -1));
  return { ...e, is_user_registered: register, registration_count: count, available_spots: e.capacity > 0 ? Math.max(0, e.capacity - count) : null };
}

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
