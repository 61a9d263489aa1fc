/**
 * The edge guard for every route, present and future: JSON bodies are parsed here with a bound on
 * nesting and no U+0000 anywhere, and an address holding %00 is refused, all with a 400 sentence.
 * POST /api/sync applies the same checks to each of its operations.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';
import { MAX_JSON_DEPTH, holdsNul, jsonDepth } from './input-rules.js';

/** The refusal of an address holding U+0000, spelled or encoded. */
export const addressRefusal = (url: string) => (/%00/i.test(url) || url.includes('\0') ? badRequest('nul_character') : undefined);

/** The refusal of a JSON body by its text (nested too deep), or by its value (U+0000 anywhere). */
export const jsonTextRefusal = (text: string) => (jsonDepth(text) > MAX_JSON_DEPTH ? badRequest('body_too_deep') : undefined);
export const jsonValueRefusal = (value: unknown) => (holdsNul(value) ? badRequest('nul_character') : undefined);

export function registerInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const deep = jsonTextRefusal(text);
    if (deep) return done(deep, undefined);
    void parseJson(request, text, (err, value: unknown) => {
      if (err) return done(err, undefined);
      const nul = jsonValueRefusal(value);
      if (nul) return done(nul, undefined);
      done(null, value);
    });
  });
  app.addHook('onRequest', async (request) => {
    const refusal = addressRefusal(request.url);
    if (refusal) throw refusal;
  });
}
