/**
 * GET /uploads/*: the stored photos and avatars, streamed from the image store, only at an address
 * the server signed (storage/signed-addresses.ts); an answer's own image fields are signed as it is
 * serialized (http/openapi.ts). Stored images never change (each gets a new name), so they are immutable, and private:
 * these are photos of children, kept by the camper's browser and no shared cache.
 */
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../http/errors.js';
import { contentTypeOf, uploadKey } from './upload-keys.js';

const YEAR_S = 365 * 24 * 60 * 60;

export function registerUploadFiles(app: FastifyInstance): void {
  const { photoAddresses } = app.ctx;

  app.get('/uploads/*', async (request, reply) => {
    const key = uploadKey(request.url);
    if (!key) throw notFound('photo_unavailable');
    const check = photoAddresses.check(request.url);
    if (check !== 'valid') throw forbidden(check === 'expired' ? 'photo_address_expired' : 'photo_address_invalid');
    const stored = await app.ctx.images.get(key);
    if (!stored) throw notFound('photo_unavailable');
    return reply
      .header('Cache-Control', `private, max-age=${Math.min(YEAR_S, photoAddresses.secondsLeft(request.url))}, immutable`)
      .header('Content-Length', stored.size)
      .type(contentTypeOf(key))
      .send(stored.body);
  });
}
