import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/common.js';
import { archiveQuerySchema } from '../../contracts/feed-archive.js';
import { requireUser } from '../auth/authenticate.js';
import { releaseDbTurn } from '../http/db-queue.js';
import { badRequest, notFound } from '../http/errors.js';
import { routeGroup } from '../http/route-input.js';
import { fileSafe } from '../../contracts/file-names.js';
import { photoArchive } from './archive-zip.js';
import { archivePhotos, eventTitle } from './repository.js';

const zipAnswer = {
  200: {
    description: 'The photos and captions.txt as a zip, written while it is sent',
    content: { 'application/zip': { schema: z.string() } },
  },
  '4xx': apiErrorSchema,
};

/**
 * The take-home download (DECISIONS "Photos"): every photo a camper may see, as the feed shows them,
 * of one event (`?event_id=`), one camp day (`?day=YYYY-MM-DD`) or the whole camp, at full stored size.
 */
export default function photoArchiveRoutes(fastify: FastifyInstance) {
  const { app, db, images } = routeGroup(fastify, 'posts');

  app.get(
    '/photos/archive',
    { schema: { tags: ['posts'], querystring: archiveQuerySchema, response: zipAnswer } },
    async (request, reply) => {
      requireUser(request);
      const { event_id: eventId, day } = request.query;
      if (eventId && day) throw badRequest('archive_one_filter');
      const title = eventId ? await eventTitle(db, eventId) : undefined;
      if (eventId && title === undefined) throw notFound('event_gone');
      const photos = await archivePhotos(db, { eventId, day });
      // The database is done with: the download may take minutes and must not hold a turn others wait for.
      releaseDbTurn(request);
      const archive = await photoArchive(images, photos);
      reply.raw.once('close', () => archive.stop());
      const name = title !== undefined ? fileSafe(title, 'event').toLowerCase() : (day ?? 'photos');
      return reply
        .type('application/zip')
        .header('content-length', archive.size)
        .header('content-disposition', `attachment; filename="camp-weekend-${name}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(archive.stream);
    },
  );
}
