/**
 * Camp events on the phone. RSVPs go through the outbox as the desired state (POST or DELETE
 * /events/{id}/register, entity 'event-rsvp:<id>'), so a change undone offline cancels out and a
 * replay changes nothing; the count moves at once and the server's answer replaces it.
 */
import { eventSchema, type CampEvent } from '../../contracts/events';
import { isEventFull } from '../lib/event-rules';
import { enqueue } from './outbox';
import { db, type OutboxRow } from './schema';

export const rsvpEntity = (eventId: string) => `event-rsvp:${eventId}`;

function withRsvp(e: CampEvent, register: boolean): CampEvent {
  const count = Math.max(0, e.registration_count + (register ? 1 : -1));
  return { ...e, is_user_registered: register, registration_count: count, available_spots: e.capacity > 0 ? Math.max(0, e.capacity - count) : null };
}

/** Queues an RSVP (register true) or a cancel; null when there is nothing to do (same state, full, unknown event). */
export async function setRsvp(eventId: string, register: boolean): Promise<OutboxRow | null> {
  const current = await db.events.get(eventId);
  if (!current || current.is_user_registered === register || (register && isEventFull(current))) return null;
  return enqueue(
    {
      entity: rsvpEntity(eventId),
      method: register ? 'POST' : 'DELETE',
      path: `/events/${eventId}/register`,
      body: { registered: register },
      coalesce: 'set',
      baseline: { registered: current.is_user_registered },
      apply: 'event-rsvp',
      label: `${register ? 'RSVP to' : 'Cancel RSVP to'} '${current.title}'`,
    },
    async () => {
      const before = await db.events.get(eventId);
      if (!before) return [];
      await db.events.put({ ...withRsvp(before, register), _pending: true });
      return [{ table: 'events', key: eventId, value: before }];
    },
  );
}

/** The server's copy of one event (after an RSVP, create or edit). */
export async function storeEvent(body: unknown): Promise<void> {
  await db.events.put(eventSchema.parse(body));
}

export async function removeEvent(id: string): Promise<void> {
  await db.events.delete(id);
}

/** After a queued change was sent: 'sent', 'waiting' (no signal yet) or the server's refusal sentence. */
export async function outcomeOf(row: OutboxRow): Promise<{ state: 'sent' | 'waiting' } | { state: 'refused'; reason: string | null }> {
  if (await db.outbox.get(row.id)) return { state: 'waiting' };
  const marker = `${row.label} was not saved. `;
  const refusal = (await db.notifications.where('timestamp').aboveOrEqual(row.createdAt).toArray()).reverse().find((n) => n.message.startsWith(marker));
  return refusal ? { state: 'refused', reason: refusal.message.slice(marker.length) || null } : { state: 'sent' };
}
