import type { CampEvent } from '../../contracts/events.js';

/** An event as a phone holds it, with nobody registered and nobody waiting; tests give what matters to them. */
export function campEvent(fields: Pick<CampEvent, 'id' | 'title' | 'event_time'> & Partial<CampEvent>): CampEvent {
  return {
    description: '',
    event_type: 'activity',
    end_time: null,
    location: 'Dock',
    capacity: 0,
    available_spots: null,
    registration_count: 0,
    is_user_registered: false,
    party: null,
    waitlist_position: null,
    waitlist_count: 0,
    created_at: '2025-08-01T00:00:00.000Z',
    ...fields,
  };
}
