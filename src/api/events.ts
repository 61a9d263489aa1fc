import type { CalendarFeed, CampEvent, EventInput } from '../../contracts/events';
import type { RemindAnswer } from '../../contracts/events-reminders';
import { adminItems, api } from './client';

/** Event Management and Add Event call the server directly (they need signal). */
export const { create: createEvent, update: updateEvent, remove: deleteEvent } = adminItems<CampEvent, EventInput>('events');

/** The signed-in camper's private calendar subscription address. */
export function getCalendarFeed(): Promise<CalendarFeed> {
  return api.get('calendar/feed').json<CalendarFeed>();
}

/** "Remind those who haven't answered" an event (organizers and admins; needs signal). */
export function remindEvent(id: string): Promise<RemindAnswer> {
  return api.post(`admin/events/${id}/remind`).json<RemindAnswer>();
}
