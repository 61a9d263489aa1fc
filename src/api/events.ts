import type { CalendarFeed, CampEvent, EventInput } from '../../contracts/events';
import type { RemindAnswer } from '../../contracts/events-reminders';
import type { EventGuests } from '../../contracts/events-guests';
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

/** Who comes to an event and their dietary notes: organizers and admins, with signal (never kept on the phone). */
export function getEventGuests(eventId: string): Promise<EventGuests> {
  return api.get(`admin/events/${eventId}/guests`).json<EventGuests>();
}
