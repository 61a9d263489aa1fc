import type { z } from 'zod';
import { serverErrors } from '../../contracts/error-codes.js';
import { HttpError } from './errors.js';
import { assertNoNul } from './input-rules.js';

/**
 * Parses input with a contracts/ schema; bad input (U+0000 included) becomes a 400 with a sentence
 * and the details. Routes get this through their declared schemas (plugins/route-input.ts); a
 * multipart form's fields and shared helpers call it directly.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  assertNoNul(input);
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  const sentence = first ? `${serverErrors.invalid_request} ${where}${first.message}` : serverErrors.invalid_request;
  const details = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw new HttpError(400, 'invalid_request', details, sentence);
}
