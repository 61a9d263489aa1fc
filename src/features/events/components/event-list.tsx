import { memo, useCallback } from 'react';
import type { CampEvent, Party } from '../../../../contracts/events';
import { hasEnded } from '../../../../contracts/events-rules';
import { useTranslation } from '../../../i18n';
import { groupByDay } from '../../../db/events/event-rules';
import { dayHeading } from '../../../lib/camp-time';
import { useEndClock } from '../hooks/use-end-clock';
import { EventCard } from './event-card';
import { RsvpLock } from './rsvp-lock';

type ListedEvent = CampEvent & { _pending?: boolean };
type Answer = (eventId: string, yes: boolean, party?: Party) => void;

interface Props {
  events: ListedEvent[];
  busyId: string | null;
  /** The same functions on every draw: a tap then redraws only its own card. */
  onRsvp: Answer;
  onWaitlist: Answer;
  showsGuests: boolean;
}

/** One card, drawn again only when its event, its ended or busy state or the handlers change. */
const ListedCard = memo(function ListedCard(props: {
  event: ListedEvent;
  ended: boolean;
  busy: boolean;
  onRsvp: Answer;
  onWaitlist: Answer;
  showsGuests: boolean;
}) {
  const { event, onRsvp, onWaitlist } = props;
  const rsvp = useCallback((register: boolean, party?: Party) => onRsvp(event.id, register, party), [onRsvp, event.id]);
  const waitlist = useCallback((join: boolean, party?: Party) => onWaitlist(event.id, join, party), [onWaitlist, event.id]);
  return (
    <EventCard event={event} ended={props.ended} busy={props.busy} onRsvp={rsvp} onWaitlist={waitlist} showsGuests={props.showsGuests} />
  );
});

/** Events grouped by day, sorted by date then time (SPEC §2.3); an event that has ended says so instead of taking RSVPs. */
export function EventList({ events, busyId, onRsvp, onWaitlist, showsGuests }: Props) {
  useTranslation('events');
  const now = useEndClock(events);
  return (
    <RsvpLock.Provider value={busyId !== null}>
      <div className="space-y-6 px-4">
        {groupByDay(events).map((day) => (
          <section key={day.key} aria-label={dayHeading(day.key)}>
            <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{dayHeading(day.key)}</h2>
            <div className="space-y-3">
              {day.events.map((e) => (
                <ListedCard
                  key={e.id}
                  event={e}
                  ended={hasEnded(e, now)}
                  busy={busyId === e.id}
                  onRsvp={onRsvp}
                  onWaitlist={onWaitlist}
                  showsGuests={showsGuests}
                />
              ))}
            </div>
          </section>
        ))}
      </div>
    </RsvpLock.Provider>
  );
}
