import { errorCodeOf, FALLBACK_ERROR_CODE, isErrorCode, serverErrors, type ServerErrorCode } from '../../contracts/error-codes.js';

/**
 * An error that becomes a JSON `{ error, code, details? }` response with its status. Routes throw a
 * code of the catalogue (contracts/error-codes.ts); the answer carries its English sentence, or
 * `sentence` where the server composes one with detail ("Invalid request. title: …").
 *
 * Moving to codes: a factory still accepts a catalogue sentence (looked up once), so areas change
 * one at a time; once every area throws codes, the string form goes.
 */
export class HttpError extends Error {
  readonly code: string;

  constructor(
    readonly statusCode: number,
    codeOrSentence: ServerErrorCode | (string & {}),
    readonly details?: unknown,
    sentence?: string,
  ) {
    const code = isErrorCode(codeOrSentence) ? codeOrSentence : undefined;
    super(sentence ?? (code ? serverErrors[code] : codeOrSentence));
    this.code = code ?? errorCodeOf(codeOrSentence) ?? FALLBACK_ERROR_CODE;
  }
}

/** A code of the catalogue (or, while areas move to codes, one of its sentences). */
export type CodeArg = ServerErrorCode | (string & {});

export const badRequest = (code: CodeArg, details?: unknown) => new HttpError(400, code, details);
export const unauthorized = (code: CodeArg = 'sign_in_required') => new HttpError(401, code);
export const forbidden = (code: CodeArg = 'no_permission') => new HttpError(403, code);
export const notFound = (code: CodeArg = 'not_found') => new HttpError(404, code);
export const conflict = (code: CodeArg) => new HttpError(409, code);
/** A 400 whose sentence is the general one with what was wrong ("Invalid request. before: not a feed position."). */
export const invalidRequest = (detail: string, details?: unknown) =>
  new HttpError(400, 'invalid_request', details, `${serverErrors.invalid_request} ${detail}`);
