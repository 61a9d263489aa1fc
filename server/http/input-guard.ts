/**
 * The edge guard for every route, present and future: JSON bodies are parsed here with a bound on
 * nesting and no U+0000 anywhere, and an address holding %00 is refused, all with a 400 sentence.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';
import { MAX_JSON_DEPTH, holdsNul, jsonDepth } from './input-rules.js';

export function registerInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text) > MAX_JSON_DEPTH) return done(badRequest('body_too_deep'), undefined);
    void parseJson(request, text, (err, value: unknown) => {
      if (err) return done(err, undefined);
      if (holdsNul(value)) return done(badRequest('nul_character'), undefined);
      done(null, value);
    });
  });
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url) || request.url.includes('\0')) throw badRequest('nul_character');
  });
}
