import { z } from 'zod';

/** Every error body of /api (DECISIONS 1): the English sentence, its stable code (contracts/error-codes.ts), details. */
export const apiErrorSchema = z.object({ error: z.string(), code: z.string().optional(), details: z.unknown().optional() });

export const roleSchema = z.enum(['admin', 'organizer', 'camper']);
export type Role = z.infer<typeof roleSchema>;

/** Times the camp can mean: from 1900 to the end of 2999 (others are refused, never stored). */
const MIN_TIME = Date.UTC(1900, 0, 1);
const MAX_TIME = Date.UTC(3000, 0, 1) - 1;
export const inTimeRange = (ms: number) => Number.isFinite(ms) && ms >= MIN_TIME && ms <= MAX_TIME;

/** How the schemas document a bounded date and time (in the OpenAPI document and to the schema fuzz). */
export const boundedTimeMeta = {
  format: 'date-time',
  formatMinimum: new Date(MIN_TIME).toISOString(),
  formatMaximum: new Date(MAX_TIME).toISOString(),
};

/** A date and time the server accepts: parseable and between 1900 and 2999. */
export const boundedTime = (message = 'must be a date and time') =>
  z
    .string()
    .refine((s) => inTimeRange(Date.parse(s)), message)
    .meta(boundedTimeMeta);
export const uuidSchema = z.string().uuid();

/** What every row of a list organizers edit offline holds (DECISIONS "Organizer content offline": rules, map locations). */
export const editedListRowSchema = z.object({ id: z.string(), description: z.string() });

/** `{ success: true }`, the answer of most deletions. */
export const successAnswerSchema = z.object({ success: z.boolean() });

/** `{ message }`, the answer of a few actions. */
export const messageAnswerSchema = z.object({ message: z.string() });

/** A delta pull answer (DECISIONS 11): rows changed since the cursor and ids deleted since then. */
export function deltaSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), deleted: z.array(z.string()), cursor: z.string() });
}
