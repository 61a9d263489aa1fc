import { memo } from 'react';
import { CalendarPlus, Clock, MapPin, Users } from 'lucide-react';
import type { CampEvent, Party } from '../../../../contracts/events';
import { eventsToIcs, icsFileName } from '../../../../contracts/events-calendar';
import { AlbumLink } from '../../../components/album-link';
import { ui } from '../../../components/ui';
import { WaitingMark } from '../../../components/waiting-mark';
import { EventSignups } from './event-signups';
import { useTranslation } from '../../../i18n';
import { downloadText } from '../../../lib/download-text';
import { availabilityOf, availabilityText, type Availability } from '../../../db/events/event-rules';
import { campTimeRange } from '../../../lib/camp-time';
import { useSeedText } from '../../../lib/seed-text';
import { MealGuests } from '../admin/meal-guests';
import { RsvpActions } from './rsvp-actions';
import { TypeBadge } from './type-badge';
import { RemindButton } from '../admin/remind-button';

const availabilityTone: Record<Availability, string> = {
  full: 'text-red-600 dark:text-red-400',
  almostFull: 'text-amber-600 dark:text-amber-400',
  unlimited: 'text-emerald-700 dark:text-emerald-400',
  spotsLeft: '',
};

interface Props {
  event: CampEvent & { _pending?: boolean };
  /** The event has ended (on the phone's clock): "Ended" instead of the RSVP and waitlist buttons. */
  ended: boolean;
  /** Another RSVP action is running: only one at a time (SPEC §4.2); in the list, `RsvpLock` says so. */
  locked?: boolean;
  busy: boolean;
  onRsvp: (register: boolean, party?: Party) => void;
  onWaitlist: (join: boolean, party?: Party) => void;
  /** Organizers and admins see a meal's people count and dietary notes. */
  showsGuests?: boolean;
}

interface Details {
  title: string;
  type: string;
  description: string;
  start: string;
  end: string | null;
  location: string;
}

/**
 * What an RSVP leaves as it was: drawn again only when one of these changes (or the language), so a
 * tap, which draws every card to lock its button, redraws only the count and the buttons.
 */
const EventDetails = memo(function EventDetails({ title, type, description, start, end, location }: Details) {
  useTranslation('events');
  const seed = useSeedText();
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold">{seed(title)}</h3>
        <TypeBadge type={type} />
      </div>
      {description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{seed(description)}</p> : null}
      <ul className="mt-3 space-y-1 text-sm text-slate-600 dark:text-slate-300">
        <li className="flex items-center gap-2">
          <Clock aria-hidden className="h-4 w-4" />
          {campTimeRange(start, end)}
        </li>
        {location ? (
          <li className="flex items-center gap-2">
            <MapPin aria-hidden className="h-4 w-4" />
            {seed(location)}
          </li>
        ) : null}
      </ul>
    </>
  );
});

/**
 * One event of Camp Events (SPEC §2.3): details, availability in people and the line's length, RSVP /
 * Cancel RSVP / Join or Leave waitlist with the party (or "Ended"), Add to calendar, and a meal's guests for organizers.
 */
export function EventCard({ event, ended, locked, busy, onRsvp, onWaitlist, showsGuests = false }: Props) {
  const { t } = useTranslation('events');
  const seed = useSeedText();
  const availability = availabilityText(event);
  const count = event.registration_count;
  const registered = event.capacity > 0 ? t('events:registeredOf', { count, capacity: event.capacity }) : t('events:registered', { count });
  return (
    <article id={`event-${event.id}`} className={ui.card} aria-label={seed(event.title)} data-event-id={event.id}>
      <EventDetails
        title={event.title}
        type={event.event_type}
        description={event.description}
        start={event.event_time}
        end={event.end_time}
        location={event.location}
      />
      <ul className="mt-1 space-y-1 text-sm text-slate-600 dark:text-slate-300">
        <li className="flex items-center gap-2">
          <Users aria-hidden className="h-4 w-4" />
          <span data-testid="registered">{registered}</span>
          <span aria-hidden>·</span>
          <span data-testid="availability" className={`font-medium ${availabilityTone[availabilityOf(event)]}`}>
            {availability}
          </span>
          {event.waitlist_count > 0 ? (
            <>
              <span aria-hidden>·</span>
              <span data-testid="waitlist-count">{t('events:waitlistCount', { count: event.waitlist_count })}</span>
            </>
          ) : null}
        </li>
      </ul>
      <EventSignups eventId={event.id} />
      <RsvpActions event={event} ended={ended} locked={locked} busy={busy} onRsvp={onRsvp} onWaitlist={onWaitlist} />
      {showsGuests && event.event_type === 'meal' ? <MealGuests eventId={event.id} /> : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={ui.buttonSecondary}
          title={t('events:addToCalendar')}
          onClick={() => downloadText(icsFileName(event.title), eventsToIcs([event], 'Camp Weekend'), 'text/calendar')}
        >
          <CalendarPlus aria-hidden className="h-4 w-4" />
          {t('events:addToCalendar')}
        </button>
        <RemindButton eventId={event.id} />
        <AlbumLink eventId={event.id} />
        {event._pending ? <WaitingMark /> : null}
      </div>
    </article>
  );
}
