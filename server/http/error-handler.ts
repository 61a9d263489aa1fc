import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { codeBody, FALLBACK_ERROR_CODE, serverErrors, type ServerErrorCode } from '../../contracts/error-codes.js';
import { refusedInput } from './db-errors.js';
import { HttpError } from './errors.js';
import { errorForLog, pathOnly } from '../infra/safe-log.js';
import { isFileTooLarge, type FileLimit } from '../storage/uploads.js';

const frameworkCodes: Record<string, ServerErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_REQ_FILE_TOO_LARGE: 'file_too_large',
  FST_ERR_RATE_LIMITED: 'too_many_attempts',
};

/** The 404 of an address no route answers, naming it. */
export const noSuchAddress = (method: string, path: string) =>
  codeBody('no_such_address', undefined, `${serverErrors.no_such_address} ${method} ${path}`);

/** Where a failure happened: what it is logged with, and the route's own file limit. */
export interface FailureSite {
  log: FastifyBaseLogger;
  method: string;
  url: string;
  fileLimit?: FileLimit;
}

/** Where a request's failure happened. */
export const failureSite = (request: FastifyRequest): FailureSite => ({
  log: request.log,
  method: request.method,
  url: request.url,
  fileLimit: request.routeOptions.config.fileLimit,
});

/**
 * The answer to a failure: JSON `{ error, code, details? }` with the right status (the code from
 * contracts/error-codes.ts, so the app can say it in the camper's language), and bad input is never
 * a 500 (a database refusing a value is a 400/409). Failures are logged without their values.
 * Used by the error handler and by everything that answers without it (idempotency, POST /api/sync).
 */
export function errorAnswer(err: unknown, { log, method, url, fileLimit }: FailureSite): { status: number; body: unknown } {
  if (err instanceof HttpError) return { status: err.statusCode, body: codeBody(err.code, err.details, err.message) };
  const failure = err instanceof Error ? err : new Error(String(err));
  const status = 'statusCode' in failure && typeof failure.statusCode === 'number' ? failure.statusCode : 500;
  if (fileLimit && isFileTooLarge(failure)) return { status: 413, body: codeBody(fileLimit.code) };
  if (status < 500) {
    const known = frameworkCodes['code' in failure ? String(failure.code) : ''];
    if (known) return { status, body: codeBody(known) };
    // Schema validation by the framework: the sentence is composed, the code is the general one.
    if ('validation' in failure && failure.validation !== undefined)
      return { status, body: codeBody('invalid_request', undefined, failure.message) };
    return { status, body: failure.message ? { error: failure.message, code: FALLBACK_ERROR_CODE } : codeBody('request_not_handled') };
  }
  const refused = refusedInput(failure);
  const where = { method, url: pathOnly(url) };
  if (refused) {
    log.warn({ failure: errorForLog(failure), ...where }, 'Input refused by the database');
    return { status: refused.status, body: codeBody(refused.code) };
  }
  log.error({ failure: errorForLog(failure), ...where }, 'Request failed');
  return { status: 500, body: codeBody('internal') };
}

/** One error handler for every route: see errorAnswer. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | Error, request, reply) => {
    const answer = errorAnswer(err, failureSite(request));
    return reply.status(answer.status).send(answer.body);
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send(noSuchAddress(request.method, pathOnly(request.url))));
}
