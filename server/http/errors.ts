import { serverErrors, type ServerErrorCode } from '../../contracts/error-codes.js';

/**
 * An error that becomes a JSON `{ error, code, details? }` response with its status. Routes throw a
 * code of the catalogue (contracts/error-codes.ts); the answer carries its English sentence, or
 * `sentence` where the server composes one with detail ("Invalid request. title: …").
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ServerErrorCode,
    readonly details?: unknown,
    sentence?: string,
  ) {
    super(sentence ?? serverErrors[code]);
  }
}

export const badRequest = (code: ServerErrorCode, details?: unknown) => new HttpError(400, code, details);
export const unauthorized = (code: ServerErrorCode = 'sign_in_required') => new HttpError(401, code);
export const forbidden = (code: ServerErrorCode = 'no_permission') => new HttpError(403, code);
export const notFound = (code: ServerErrorCode = 'not_found') => new HttpError(404, code);
export const conflict = (code: ServerErrorCode) => new HttpError(409, code);
/** A 400 whose sentence is the general one with what was wrong ("Invalid request. before: not a feed position."). */
export const invalidRequest = (detail: string, details?: unknown) =>
  new HttpError(400, 'invalid_request', details, `${serverErrors.invalid_request} ${detail}`);

/** The one row a read by id found; a 404 with `gone` when there is none (the row was deleted, or never was). */
export async function theRowOr404<T>(rows: PromiseLike<T[]>, gone: ServerErrorCode): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound(gone);
  return row;
}
