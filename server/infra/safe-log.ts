/**
 * What may be written to the log about a request or a failure: never a password, a hash, a token or
 * a query's parameters. Addresses are logged without their query string (`/ws?token=` included),
 * and a failed database query is logged by its statement and error code, not its values.
 */
import type { FastifyRequest } from 'fastify';

export const pathOnly = (url: string) => url.split('?')[0] ?? '';

export function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: pathOnly(request.url), remoteAddress: request.ip };
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  stack?: unknown;
  query?: unknown;
  cause?: unknown;
}

/** Quoted values in database messages (e.g. `invalid input syntax for type uuid: "..."`) are blanked. */
const blankQuoted = (text: string) => text.replace(/"[^"]*"/g, '"…"');

/** A loggable summary of an error and its causes, without the values they carried. */
export function errorForLog(err: unknown, depth = 0): Record<string, unknown> {
  if (!err || typeof err !== 'object' || depth > 3) return { message: String(err) };
  const e = err as ErrorLike;
  const isQuery = typeof e.query === 'string';
  const message = isQuery ? `Failed query: ${String(e.query)}` : blankQuoted(typeof e.message === 'string' ? e.message : '');
  // Only the frames: a query error's first lines repeat its message and parameters.
  const stack =
    typeof e.stack === 'string'
      ? e.stack
          .split('\n')
          .filter((l) => /^\s+at /.test(l))
          .slice(0, 8)
          .join('\n')
      : undefined;
  return {
    type: typeof e.name === 'string' ? e.name : 'Error',
    message,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(stack ? { stack } : {}),
    ...(e.cause ? { cause: errorForLog(e.cause, depth + 1) } : {}),
  };
}
