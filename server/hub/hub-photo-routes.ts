/**
 * PUT /api/hub/photos/{folder}/{name}: a camp hub puts the display JPEG and the WebP thumbnail it made of a photo
 * taken at camp, as raw bytes, before it forwards the change that names them (forward-routes.ts). The cloud checks
 * each by its content (the format its name says) and keeps it under the hub's key, so the photo has the same address
 * at camp and at home and the hub need not fetch it back. Only the keys a hub makes for posts and messages are taken.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { madePhotoSchema } from '../../contracts/hub-forward.js';
import { PHOTO_MAX_BYTES } from '../../contracts/photo-rules.js';
import { badRequest, HttpError } from '../http/errors.js';
import { answers } from '../http/route-schemas.js';
import { typedRoutes } from '../http/route-input.js';
import { imageFormat } from '../storage/images.js';
import { requireHubKey } from './hub-key-auth.js';

/** The format each kind of key holds: the display JPEG, or the WebP thumbnail. */
function formatOfKey(key: string): 'jpeg' | 'webp' | undefined {
  if (madePhotoSchema.shape.display.safeParse(key).success) return 'jpeg';
  if (madePhotoSchema.shape.thumb.safeParse(key).success) return 'webp';
  return undefined;
}

export default function hubPhotoRoutes(fastify: FastifyInstance): void {
  void fastify.register(async (scoped) => {
    // Only here: a photo's bytes as they are, with no form around them.
    scoped.addContentTypeParser(['image/jpeg', 'image/webp'], { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    const app = typedRoutes(scoped);
    const { images } = app.ctx;
    app.put(
      '/hub/photos/:folder/:name',
      {
        preHandler: requireHubKey,
        bodyLimit: PHOTO_MAX_BYTES,
        schema: {
          tags: ['hub'],
          params: z.object({ folder: z.string(), name: z.string() }),
          consumes: ['image/jpeg', 'image/webp'],
          response: answers({ 204: z.null() }),
        },
      },
      async (request, reply) => {
        const key = `${request.params.folder}/${request.params.name}`;
        const format = formatOfKey(key);
        if (!format) throw badRequest('hub_photo_key');
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || (await imageFormat(bytes)) !== format) throw new HttpError(415, 'not_an_image');
        await images.put(key, bytes);
        return reply.code(204).send(null);
      },
    );
  });
}
