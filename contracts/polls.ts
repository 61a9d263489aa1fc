import { z } from 'zod';
import { boundedTimeMeta, inTimeRange } from './common.js';

const pollOptionSchema = z.object({ id: z.string(), text: z.string(), votes: z.number().int() });

/** GET /polls item (SPEC §3 Poll). isActive is false once ended by an admin or past its expiry. */
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
export type PollOption = z.infer<typeof pollOptionSchema>;

/** POST /polls/{id}/vote. */
export const voteInputSchema = z.object({ optionId: z.string().min(1, 'Choose an option') });

/** POST /admin/polls and PUT /admin/polls/{id}: no expiry means 24 hours from now (SPEC §9). */
const filled = (max: number) => z.string().trim().min(1, 'Please fill in all fields').max(max);
export const pollInputSchema = z.object({
  question: filled(500),
  options: z.array(filled(200)).min(2, 'A poll needs at least 2 options').max(20),
  expiresAt: z
    .string()
    .refine((s) => s === '' || inTimeRange(Date.parse(s)), 'must be a date and time')
    .meta(boundedTimeMeta)
    .nullish(),
});
export type PollInput = z.input<typeof pollInputSchema>;

export const POLL_DEFAULT_DURATION_MS = 24 * 60 * 60 * 1000;
