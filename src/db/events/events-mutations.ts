/**
 * RSVPs and places in line go as the desired state (POST or DELETE /events/{id}/register and /waitlist),
 * so a change undone offline cancels out and a replay changes nothing; the count in people moves at once
 * and the server's answer replaces it. Both are one entity per event: the household's standing
 * (registered, waiting, with which party), kept in order and compared with what the server last said.
 */
import { outboxRequest, type OutboxRequest } from '../../../contracts/commands';
import { eventSchema, type CampEvent, type Party } from '../../../contracts/events';
import { partyFits, sameParty } from '../../../contracts/events-rules';
import { partyFor, withWaitlist } from './event-rules';
import { db } from '../schema';
import { defineArea } from '../mutations/area-names';
import { changeRow, defineMutation, type Planned } from '../mutations/define';
import type { ChangeLabel } from '../change-label';
import { eventTaps } from './events-taps';

const standingEntity = (eventId: string) => `event-rsvp:${eventId}`;

const standing = (e: Pick<CampEvent, 'is_user_registered' | 'waitlist_position' | 'party'>) => ({
  registered: e.is_user_registered,
  waiting: e.waitlist_position != null,
  party: e.party ?? null,
});

/**
 * The desired state of the household on the event's list of RSVPs or its waitlist: on it (POST, with the party when one
 * was chosen: without, the server keeps the household's), or off it (DELETE).
 */
const standingRequest = (list: 'register' | 'waitlist', id: string, on: boolean, party: Party | undefined) => {
  if (list === 'register')
    return on ? outboxRequest('events.register', { id, body: party ?? {} }) : outboxRequest('events.unregister', { id });
  return on ? outboxRequest('events.waitlist.join', { id, body: party ?? {} }) : outboxRequest('events.waitlist.leave', { id });
};

/**
 * The queued change of the household's standing at an event: one entity per event, set semantics, compared with
 * what the server last said; `label` names the event.
 */
const standingChange = (
  current: CampEvent,
  request: OutboxRequest,
  state: ReturnType<typeof standing>,
  label: ChangeLabel['key'],
): Planned => ({
  entity: standingEntity(current.id),
  request,
  coalesce: 'set',
  baseline: standing(current),
  state,
  label: { key: label, values: { event: current.title } },
});

const settle = async (answer: unknown) => {
  await db.events.put(eventSchema.parse(answer));
};

export const eventMutations = defineArea('events', {
  /** Register the household (with `party`, else its party as before, else one adult), change its party, or cancel. */
  rsvp: defineMutation({
    tap: eventTaps.rsvp,
    async plan({ eventId, register, party }) {
      const current = await db.events.get(eventId);
      if (!current) return null;
      const next = register ? partyFor(current, party) : null;
      if (current.is_user_registered === register && (!register || sameParty(current.party, next))) return null;
      if (next && !partyFits(current, next)) return null;
      return standingChange(
        current,
        standingRequest('register', current.id, register, party),
        { registered: register, waiting: false, party: next },
        register ? 'outbox:label.rsvp' : 'outbox:label.cancelRsvp',
      );
    },
    apply: (args) => changeRow(db.events, args.eventId, (event) => eventTaps.rsvp.show(event, args)),
    settle,
    answerIsRow: true,
  }),
  /** Join the line of a full event (registered at once when the party fits), or leave it. */
  waitlist: defineMutation({
    tap: eventTaps.waitlist,
    async plan({ eventId, join, party }) {
      const current = await db.events.get(eventId);
      if (!current || (join && current.is_user_registered)) return null;
      const waiting = current.waitlist_position != null;
      const next = join ? partyFor(current, party) : null;
      if (join ? waiting && sameParty(current.party, next) : !waiting) return null;
      return standingChange(
        current,
        standingRequest('waitlist', current.id, join, party),
        standing(withWaitlist(current, join, party)),
        join ? 'outbox:label.joinWaitlist' : 'outbox:label.leaveWaitlist',
      );
    },
    apply: (args) => changeRow(db.events, args.eventId, (event) => eventTaps.waitlist.show(event, args)),
    settle,
    answerIsRow: true,
  }),
});
