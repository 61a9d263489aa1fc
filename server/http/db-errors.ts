/** The SQLSTATE code of a database error, possibly wrapped by drizzle (its `cause`), or undefined. */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** True when a database error (possibly wrapped by drizzle) is a unique-constraint violation. */
export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';

/**
 * The answer for a database refusal caused by the values sent (SQLSTATE class 22 "data exception",
 * class 23 "integrity constraint"), so no input reaches the caller as a 500; undefined otherwise.
 */
export function refusedInput(err: unknown): { status: number; message: string } | undefined {
  const code = sqlState(err);
  if (!code) return undefined;
  if (code.startsWith('22')) return { status: 400, message: 'A value in the request is not valid or out of range.' };
  if (code === '23505') return { status: 409, message: 'This already exists.' };
  if (code === '23503') return { status: 409, message: 'Something this refers to no longer exists.' };
  if (code.startsWith('23')) return { status: 400, message: 'The request is missing a value or has one that is not allowed.' };
  return undefined;
}
