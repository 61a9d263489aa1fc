import type { ServerErrorCode } from '../../contracts/error-codes.js';
import { notFound } from './errors.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The :id of a route over uuid-keyed rows, or the 404 `missing`: a malformed id names nothing. */
export function uuidParam(params: unknown, missing: ServerErrorCode): string {
  const id = (params as { id?: unknown }).id;
  if (typeof id !== 'string' || !uuidPattern.test(id)) throw notFound(missing);
  return id;
}
