import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBody, serverErrors } from '../../contracts/error-codes.js';
import { refusedInput } from './db-errors.js';
import { HttpError } from './errors.js';
import { errorForLog, pathOnly } from '../infra/safe-log.js';
import { isFileTooLarge } from '../storage/uploads.js';

const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: serverErrors.invalid_json,
  FST_ERR_CTP_EMPTY_JSON_BODY: serverErrors.empty_json,
  FST_ERR_CTP_BODY_TOO_LARGE: serverErrors.body_too_large,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: serverErrors.unsupported_media_type,
  FST_REQ_FILE_TOO_LARGE: serverErrors.file_too_large,
  FST_ERR_RATE_LIMITED: serverErrors.too_many_attempts,
};

/**
 * One error handler: every failure is JSON `{ error, code, details? }` with the right status
 * (the code from contracts/error-codes.ts, so the app can say it in the camper's language), and bad input is never
 * a 500 (a database refusing a value is a 400/409). Failures are logged without their values.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | Error, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send(errorBody(err.message, err.details, err.code));
    }
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    const fileLimit = request.routeOptions.config.fileLimit;
    if (fileLimit && isFileTooLarge(err)) return reply.status(413).send(errorBody(fileLimit.message));
    if (status < 500) {
      const code = 'code' in err ? String(err.code) : '';
      const message = frameworkMessages[code] ?? (err.message || serverErrors.request_not_handled);
      // Schema validation by the framework: the sentence is composed, the code is the general one.
      const validation = 'validation' in err && err.validation !== undefined;
      return reply.status(status).send(errorBody(message, undefined, validation ? 'invalid_request' : undefined));
    }
    const refused = refusedInput(err);
    const where = { method: request.method, url: pathOnly(request.url) };
    if (refused) {
      request.log.warn({ failure: errorForLog(err), ...where }, 'Input refused by the database');
      return reply.status(refused.status).send(errorBody(refused.message));
    }
    request.log.error({ failure: errorForLog(err), ...where }, 'Request failed');
    return reply.status(500).send(errorBody(serverErrors.internal));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(errorBody(`No such address: ${request.method} ${pathOnly(request.url)}`)),
  );
}
