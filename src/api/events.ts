import type { CalendarFeed, CampEvent, EventInput } from '../../contracts/events';
import { api } from './client';

/** Event Management and Add Event call the server directly (they need signal). */
export function createEvent(input: EventInput): Promise<CampEvent> {
  return api.post('admin/events', { json: input }).json<CampEvent>();
}

export function updateEvent(id: string, input: EventInput): Promise<CampEvent> {
  return api.put(`admin/events/${id}`, { json: input }).json<CampEvent>();
}

export async function deleteEvent(id: string): Promise<void> {
  await api.delete(`admin/events/${id}`);
}

/** The signed-in camper's private calendar subscription address. */
export function getCalendarFeed(): Promise<CalendarFeed> {
  return api.get('calendar/feed').json<CalendarFeed>();
}
