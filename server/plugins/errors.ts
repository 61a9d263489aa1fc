import type { FastifyError, FastifyInstance } from 'fastify';
import { refusedInput } from '../lib/db-errors.js';
import { HttpError } from '../lib/http-error.js';
import { errorForLog, pathOnly } from '../lib/safe-log.js';

const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This type of content is not supported.',
  FST_REQ_FILE_TOO_LARGE: 'File size must be less than 10MB',
  FST_ERR_RATE_LIMITED: 'Too many attempts. Please wait a minute and try again.',
};

/**
 * One error handler: every failure is JSON `{ error }` with the right status, and bad input is never
 * a 500 (a database refusing a value is a 400/409). Failures are logged without their values.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | Error, request, reply) => {
    if (err instanceof HttpError) {
      const body = err.details === undefined ? { error: err.message } : { error: err.message, details: err.details };
      return reply.status(err.statusCode).send(body);
    }
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status < 500) {
      const code = 'code' in err ? String(err.code) : '';
      const message = frameworkMessages[code] ?? (err.message || 'The request could not be handled.');
      return reply.status(status).send({ error: message });
    }
    const refused = refusedInput(err);
    const where = { method: request.method, url: pathOnly(request.url) };
    if (refused) {
      request.log.warn({ failure: errorForLog(err), ...where }, 'Input refused by the database');
      return reply.status(refused.status).send({ error: refused.message });
    }
    request.log.error({ failure: errorForLog(err), ...where }, 'Request failed');
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ error: `No such address: ${request.method} ${pathOnly(request.url)}` }));
}
