import { z } from 'zod';

/** A camp day, YYYY-MM-DD on the camp's clock, that is a real date. */
const dayKey = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD.')
  .refine((s) => {
    const at = new Date(`${s}T12:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === s;
  }, 'not a date of the calendar.')
  .meta({ format: 'date', description: 'A camp day on the camp clock', examples: ['2025-09-06'] });

/** GET /photos/archive: the photos of one event, of one camp day, or (neither) of the whole camp. */
export const archiveQuerySchema = z.object({
  event_id: z.string().uuid('not an event id.').optional(),
  day: dayKey.optional(),
});
export type ArchiveQuery = z.infer<typeof archiveQuerySchema>;
