import { z } from 'zod';

export const reflectionSchema = z.object({
  id: z.string(),
  camp_id: z.string(),
  high: z.string(),
  low: z.string(),
  glitter: z.string(),
  is_public: z.boolean(),
  submitted_at: z.string(),
  camp: z.object({ name: z.string(), year: z.number().int() }),
});
export type Reflection = z.infer<typeof reflectionSchema>;
