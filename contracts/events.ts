import { z } from 'zod';

export const userEventTypes = ['meal', 'activity', 'safety', 'social', 'educational', 'maintenance'] as const;
export const adminEventTypes = ['activity', 'meal', 'recreation', 'workshop', 'meeting', 'other'] as const;

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
