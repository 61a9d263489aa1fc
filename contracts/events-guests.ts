import { z } from 'zod';

/**
 * GET /admin/events/{id}/guests (organizers and admins): who comes to an event, in people, and what the
 * kitchen should know: each RSVP's party and note, and the dietary needs on the profiles of its household.
 */
export const eventGuestsSchema = z.object({
  people: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  parties: z.array(
    z.object({
      name: z.string(),
      adults: z.number().int(),
      children: z.number().int(),
      note: z.string(),
      /** The non-empty dietary restrictions of the household's members, by name. */
      dietary: z.array(z.object({ name: z.string(), restrictions: z.string() })),
    }),
  ),
});
export type EventGuests = z.infer<typeof eventGuestsSchema>;
