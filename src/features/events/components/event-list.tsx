import type { CampEvent, Party } from '../../../../contracts/events';
import { hasEnded } from '../../../../contracts/events-basics';
import { useTranslation } from '../../../i18n';
import { groupByDay } from '../../../lib/event-rules';
import { dayHeading } from '../../../lib/camp-time';
import { useEndClock } from '../hooks/use-end-clock';
import { EventCard } from './event-card';

interface Props {
  events: (CampEvent & { _pending?: boolean })[];
  busyId: string | null;
  onRsvp: (eventId: string, register: boolean, party?: Party) => void;
  onWaitlist: (eventId: string, join: boolean, party?: Party) => void;
  showsGuests: boolean;
}

/** Events grouped by day, sorted by date then time (SPEC §2.3); an event that has ended says so instead of taking RSVPs. */
export function EventList({ events, busyId, onRsvp, onWaitlist, showsGuests }: Props) {
  useTranslation('events');
  const now = useEndClock(events);
  return (
    <div className="space-y-6 px-4">
      {groupByDay(events).map((day) => (
        <section key={day.key} aria-label={dayHeading(day.key)}>
          <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{dayHeading(day.key)}</h2>
          <div className="space-y-3">
            {day.events.map((e) => (
              <EventCard
                key={e.id}
                event={e}
                ended={hasEnded(e, now)}
                locked={busyId !== null}
                busy={busyId === e.id}
                onRsvp={(register, party) => onRsvp(e.id, register, party)}
                onWaitlist={(join, party) => onWaitlist(e.id, join, party)}
                showsGuests={showsGuests}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
