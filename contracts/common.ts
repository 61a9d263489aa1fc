import { z } from 'zod';

/** Every error body of /api (DECISIONS 1). */
export const apiErrorSchema = z.object({ error: z.string(), details: z.unknown().optional() });
export type ApiError = z.infer<typeof apiErrorSchema>;

export const roleSchema = z.enum(['admin', 'organizer', 'camper']);
export type Role = z.infer<typeof roleSchema>;

export const isoDateTime = z.string();
export const uuidSchema = z.string().uuid();

/** A delta pull answer (DECISIONS 11): rows changed since the cursor and ids deleted since then. */
export function deltaSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), deleted: z.array(z.string()), cursor: z.string() });
}
