import { z } from 'zod';

export const pollOptionSchema = z.object({ id: z.string(), text: z.string(), votes: z.number().int() });

export const pollSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(pollOptionSchema),
  isActive: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  totalVotes: z.number().int(),
  userVote: z.string().nullable(),
});
export type Poll = z.infer<typeof pollSchema>;
