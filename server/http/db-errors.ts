import type { ServerErrorCode } from '../../contracts/error-codes.js';

/** The SQLSTATE code of a database error, possibly wrapped by drizzle (its `cause`), or undefined. */
function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * The answer for a database refusal caused by the values sent (SQLSTATE class 22 "data exception",
 * class 23 "integrity constraint"), so no input reaches the caller as a 500; undefined otherwise.
 */
export function refusedInput(err: unknown): { status: number; code: ServerErrorCode } | undefined {
  const state = sqlState(err);
  if (!state) return undefined;
  if (state.startsWith('22')) return { status: 400, code: 'value_out_of_range' };
  if (state === '23505') return { status: 409, code: 'already_exists' };
  if (state === '23503') return { status: 409, code: 'reference_gone' };
  if (state.startsWith('23')) return { status: 400, code: 'value_missing' };
  return undefined;
}
