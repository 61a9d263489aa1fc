/**
 * RSVPs go as the desired state (POST or DELETE /events/{id}/register), so a change undone offline
 * cancels out and a replay changes nothing; the count moves at once and the server's answer replaces it.
 */
import { outboxRequest } from '../../../contracts/outbox-routes';
import { eventSchema } from '../../../contracts/events';
import { isEventFull, withRsvp } from '../../lib/event-rules';
import { db } from '../schema';
import { changeRow, defineArea, defineMutation } from './define';

const rsvpEntity = (eventId: string) => `event-rsvp:${eventId}`;

export const eventMutations = defineArea('events', {
  rsvp: defineMutation<{ eventId: string; register: boolean }>({
    async plan({ eventId, register }) {
      const current = await db.events.get(eventId);
      if (!current || current.is_user_registered === register || (register && isEventFull(current))) return null;
      return {
        entity: rsvpEntity(eventId),
        // The method says it all: the routes read no body.
        request: outboxRequest(register ? 'POST /events/{id}/register' : 'DELETE /events/{id}/register', { id: eventId }),
        coalesce: 'set',
        baseline: { registered: current.is_user_registered },
        state: { registered: register },
        label: { key: register ? 'outbox:label.rsvp' : 'outbox:label.cancelRsvp', values: { event: current.title } },
      };
    },
    apply: ({ eventId, register }) => changeRow(db.events, eventId, (event) => withRsvp(event, register)),
    async settle(answer) {
      await db.events.put(eventSchema.parse(answer));
    },
  }),
});
