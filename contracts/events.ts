import { z } from 'zod';
import { boundedTime } from './common.js';

export { adminEventTypes } from './events-basics.js';

/** GET /events item, as seen by the signed-in user (SPEC §3 Event). capacity 0 = unlimited; available_spots null then. */
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
  is_user_registered: z.boolean(),
  created_at: z.string(),
});
export type CampEvent = z.infer<typeof eventSchema>;

const isoTime = boundedTime();

/** POST /admin/events and PUT /admin/events/{id} (SPEC §7): empty capacity arrives as 0. */
export const eventInputSchema = z
  .object({
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
