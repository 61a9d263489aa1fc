import { z } from 'zod';

/** GET /admin/stats: the dashboard tiles, counted from the database. */
export const adminStatsSchema = z.object({
  users: z.number().int(),
  pending: z.number().int(),
  events: z.number().int(),
  polls: z.number().int(),
  posts: z.number().int(),
  photos: z.number().int(),
  camps: z.number().int(),
  teams: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
