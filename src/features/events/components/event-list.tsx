import type { CampEvent } from '../../../../contracts/events';
import { useTranslation } from '../../../i18n';
import { groupByDay } from '../../../lib/event-rules';
import { dayHeading } from '../../../lib/camp-time';
import { EventCard } from './event-card';

interface Props {
  events: (CampEvent & { _pending?: boolean })[];
  busyId: string | null;
  onRsvp: (eventId: string, register: boolean) => void;
}

/** Events grouped by day, sorted by date then time (SPEC §2.3). */
export function EventList({ events, busyId, onRsvp }: Props) {
  useTranslation('events');
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
                locked={busyId !== null}
                busy={busyId === e.id}
                onRsvp={(register) => onRsvp(e.id, register)}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
