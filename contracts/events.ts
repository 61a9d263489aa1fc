import { z } from 'zod';
import { clientIdField } from './fields.js';
import { boundedTime } from './common.js';
import { PARTY_LIMITS } from './events-rules.js';

export { adminEventTypes } from './events-basics.js';

/** Who comes with an RSVP: the household's adults and children, and a note for the organizers (allergies...). */
const partySchema = z.object({
  adults: z.number().int(),
  children: z.number().int(),
  note: z.string(),
});
export type Party = z.infer<typeof partySchema>;

/**
 * POST /events/{id}/register and /waitlist: the party, every field optional. A new RSVP without one
 * counts one adult; an RSVP already given keeps what is not sent (so a body-less replay changes nothing).
 */
export const partyInputSchema = z.object({
  adults: z.number().int('Adults must be a whole number').min(1, 'At least one adult must come').max(PARTY_LIMITS.adults).optional(),
  children: z.number().int('Children must be a whole number').min(0, 'Children cannot be negative').max(PARTY_LIMITS.children).optional(),
  note: z.string().trim().max(PARTY_LIMITS.note).optional(),
});
export type PartyInput = z.input<typeof partyInputSchema>;

/** GET /events item, as seen by the signed-in user (SPEC §3 Event). capacity 0 = unlimited; available_spots null then.
 * registration_count and available_spots count people (adults and children of every RSVP). */
export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  event_type: z.string(),
  event_time: z.string(),
  end_time: z.string().nullable(),
  location: z.string(),
  capacity: z.number().int(),
  registration_count: z.number().int(),
  available_spots: z.number().int().nullable(),
  /** Registered, through the reader's own RSVP or their household's. */
  is_user_registered: z.boolean(),
  /** The party of the household's RSVP, or of its place in line; null with neither. */
  party: partySchema.nullable(),
  /** The household's place in the line (1 = next), or null when not in it. */
  waitlist_position: z.number().int().nullable(),
  /** How many parties wait in line. */
  waitlist_count: z.number().int(),
  created_at: z.string(),
});
export type CampEvent = z.infer<typeof eventSchema>;

/** What of an event every reader sees alike, its counts (a poke carries them after an RSVP); parsing an event keeps only these. */
export const eventCountsSchema = eventSchema.pick({ id: true, registration_count: true, available_spots: true, waitlist_count: true });

const isoTime = boundedTime();

/** POST /admin/events and PUT /admin/events/{id} (SPEC §7): empty capacity arrives as 0. */
export const eventInputSchema = z
  .object({
    id: clientIdField,
    title: z.string().trim().min(1, 'Title is required').max(200),
    description: z.string().trim().max(5000).default(''),
    event_time: isoTime,
    end_time: isoTime.nullish(),
    location: z.string().trim().max(200).default(''),
    capacity: z.coerce.number().int('Capacity must be a whole number').min(0, 'Capacity cannot be negative').max(100000).default(0),
    event_type: z.string().trim().min(1).max(40).default('activity'),
  })
  .refine((e) => !e.end_time || Date.parse(e.end_time) > Date.parse(e.event_time), {
    message: 'The end time must be after the start time',
    path: ['end_time'],
  });
export type EventInput = z.input<typeof eventInputSchema>;

/** GET /calendar/feed: the signed-in user's private calendar subscription address. */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
