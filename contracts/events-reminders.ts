import { z } from 'zod';

/** The answer to "Remind those who haven't answered": how many people were reminded. */
export const remindAnswerSchema = z.object({ reminded: z.number().int().nonnegative() });
export type RemindAnswer = z.infer<typeof remindAnswerSchema>;
