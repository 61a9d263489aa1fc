import type { CampEvent, EventInput } from '../../../../contracts/events';
import { i18next } from '../../../i18n';
import { campInputToIso, isoToCampInput } from '../../../lib/camp-time';

/** The Event Management form (SPEC §5): times as date-time text on the camp clock, capacity as typed. */
export interface EventForm {
  title: string;
  description: string;
  event_time: string;
  end_time: string;
  location: string;
  capacity: string;
  event_type: string;
}

export const emptyEventForm = (): EventForm => ({
  title: '',
  description: '',
  event_time: '',
  end_time: '',
  location: '',
  capacity: '',
  event_type: 'activity',
});

export const formFromEvent = (e: CampEvent): EventForm => ({
  title: e.title,
  description: e.description,
  event_time: isoToCampInput(e.event_time),
  end_time: isoToCampInput(e.end_time),
  location: e.location,
  capacity: e.capacity > 0 ? String(e.capacity) : '',
  event_type: e.event_type,
});

/** null when the form can be sent, else what to fix. */
export function validateEventForm(form: EventForm): string | null {
  if (!form.title.trim()) return i18next.t('events:needTitle');
  const start = campInputToIso(form.event_time);
  if (!start) return i18next.t('events:needStart');
  const end = campInputToIso(form.end_time);
  if (form.end_time.trim() && (!end || Date.parse(end) <= Date.parse(start))) return i18next.t('events:endAfterStart');
  if (form.capacity.trim() && !/^\d+$/.test(form.capacity.trim())) return i18next.t('events:capacityWhole');
  return null;
}

/** What the form sends: an empty capacity is 0 (unlimited) and camp-clock times become ISO (SPEC §5). */
export function toEventInput(form: EventForm): EventInput {
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    event_time: campInputToIso(form.event_time) ?? '',
    end_time: campInputToIso(form.end_time),
    location: form.location.trim(),
    capacity: form.capacity.trim() ? Number(form.capacity.trim()) : 0,
    event_type: form.event_type,
  };
}
