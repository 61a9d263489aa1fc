/** Schema pieces many routes declare (plugins/route-input.ts parses them, plugins/openapi.ts documents them). */
import { z } from 'zod';
import { apiErrorSchema, deltaSchema } from '../../contracts/common.js';

/**
 * A route's answers: its success schemas by status, and the `{ error, code, details? }` of every refusal.
 * Redirects, files and other non-JSON answers are documented by their own description.
 */
export const answers = <T extends Record<number, z.ZodType>>(ok: T) => ({ ...ok, '4xx': apiErrorSchema });

/** The `:id` of a route (a malformed id answers the route's own 404). */
export const idParams = z.object({ id: z.string() });

/** `?since=`: a cursor from an earlier answer (or a date); absent means the plain list (DECISIONS 11). */
export const sinceQuery = z.object({
  since: z
    .string()
    .optional()
    .meta({
      description: 'A delta cursor from an earlier answer, 0 for everything, or a date',
      examples: ['0', '1782900000000000', '2026-07-01T10:00:00.000Z'],
    }),
});

/** The plain list, or with ?since= the changes since then. */
export const listOrDelta = <T extends z.ZodType>(item: T) => z.union([z.array(item), deltaSchema(item)]);

/** A list route's schema: `?since=` in; the list, or the changes since then, out (answered by http/list-reply.ts). */
export const listSchema = <T extends z.ZodType>(tags: string[], item: T) => ({
  tags,
  querystring: sinceQuery,
  response: answers({ 200: listOrDelta(item) }),
});

export { successAnswerSchema as successAnswer, messageAnswerSchema as messageAnswer } from '../../contracts/common.js';
