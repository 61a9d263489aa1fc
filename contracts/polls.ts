import { z } from 'zod';
import { clientIdField } from './fields.js';
import { boundedTimeMeta, inTimeRange } from './common.js';
import { POLL_MAX_OPTIONS, POLL_MIN_OPTIONS, POLL_OPTION_MAX, POLL_QUESTION_MAX } from './polls-rules.js';

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

/** What of a poll every reader sees alike, its tally (a poke carries it after a vote); parsing a poll keeps only this. */
export const pollTallySchema = pollSchema.pick({ id: true, options: true, totalVotes: true });
export type PollOption = z.infer<typeof pollOptionSchema>;

/** POST /polls/{id}/vote. */
export const voteInputSchema = z.object({ optionId: z.string().min(1, 'Choose an option') });

/** POST /admin/polls and PUT /admin/polls/{id}: no expiry means 24 hours from now (SPEC §9). */
const filled = (max: number) => z.string().trim().min(1, 'Please fill in all fields').max(max);
export const pollInputSchema = z.object({
  id: clientIdField,
  question: filled(POLL_QUESTION_MAX),
  options: z
    .array(filled(POLL_OPTION_MAX))
    .min(POLL_MIN_OPTIONS, `A poll needs at least ${POLL_MIN_OPTIONS} options`)
    .max(POLL_MAX_OPTIONS),
  expiresAt: z
    .string()
    .refine((s) => s === '' || inTimeRange(Date.parse(s)), 'must be a date and time')
    .meta(boundedTimeMeta)
    .nullish(),
});
export type PollInput = z.input<typeof pollInputSchema>;
