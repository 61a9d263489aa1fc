import type { FastifyError, FastifyInstance } from 'fastify';
import { codeBody, FALLBACK_ERROR_CODE, type ServerErrorCode } from '../../contracts/error-codes.js';
import { refusedInput } from './db-errors.js';
import { HttpError } from './errors.js';
import { errorForLog, pathOnly } from '../infra/safe-log.js';
import { isFileTooLarge } from '../storage/uploads.js';

const frameworkCodes: Record<string, ServerErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_REQ_FILE_TOO_LARGE: 'file_too_large',
  FST_ERR_RATE_LIMITED: 'too_many_attempts',
};

/** The 404 of an address no route answers, naming it. */
export const noSuchAddress = (method: string, path: string) => codeBody('no_such_address', undefined, `No such address: ${method} ${path}`);

/**
 * One error handler: every failure is JSON `{ error, code, details? }` with the right status
 * (the code from contracts/error-codes.ts, so the app can say it in the camper's language), and bad input is never
 * a 500 (a database refusing a value is a 400/409). Failures are logged without their values.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | Error, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send(codeBody(err.code, err.details, err.message));
    }
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    const fileLimit = request.routeOptions.config.fileLimit;
    if (fileLimit && isFileTooLarge(err)) return reply.status(413).send(codeBody(fileLimit.code));
    if (status < 500) {
      const known = frameworkCodes['code' in err ? String(err.code) : ''];
      if (known) return reply.status(status).send(codeBody(known));
      // Schema validation by the framework: the sentence is composed, the code is the general one.
      if ('validation' in err && err.validation !== undefined)
        return reply.status(status).send(codeBody('invalid_request', undefined, err.message));
      return reply.status(status).send(err.message ? { error: err.message, code: FALLBACK_ERROR_CODE } : codeBody('request_not_handled'));
    }
    const refused = refusedInput(err);
    const where = { method: request.method, url: pathOnly(request.url) };
    if (refused) {
      request.log.warn({ failure: errorForLog(err), ...where }, 'Input refused by the database');
      return reply.status(refused.status).send(codeBody(refused.code));
    }
    request.log.error({ failure: errorForLog(err), ...where }, 'Request failed');
    return reply.status(500).send(codeBody('internal'));
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send(noSuchAddress(request.method, pathOnly(request.url))));
}
