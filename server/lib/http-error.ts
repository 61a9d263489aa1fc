import { errorCodeOf, FALLBACK_ERROR_CODE, serverErrors } from '../../contracts/error-codes.js';

/**
 * An error that becomes a JSON `{ error, code, details? }` response with its status. The code comes
 * from the catalogue of contracts/error-codes.ts (looked up by the sentence unless given).
 */
export class HttpError extends Error {
  readonly code: string;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
    code?: string,
  ) {
    super(message);
    this.code = code ?? errorCodeOf(message) ?? FALLBACK_ERROR_CODE;
  }
}

export const badRequest = (msg: string, details?: unknown) => new HttpError(400, msg, details);
export const unauthorized = (msg: string = serverErrors.sign_in_required) => new HttpError(401, msg);
export const forbidden = (msg: string = serverErrors.no_permission) => new HttpError(403, msg);
export const notFound = (msg: string = serverErrors.not_found) => new HttpError(404, msg);
export const conflict = (msg: string) => new HttpError(409, msg);
