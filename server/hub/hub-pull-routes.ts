/**
 * The hub pull, on the cloud: a camp hub, with its hub key, reads every row of the camp (all people's, never one
 * person's view) a page at a time, each table's row counts, the list of stored photos and the photos themselves.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hubCountsSchema, hubPageQuerySchema, hubPageSchema, hubPhotosSchema, type HubPage } from '../../contracts/hub-pull.js';
import { notFound } from '../http/errors.js';
import { typedRoutes } from '../http/route-input.js';
import { answers } from '../http/route-schemas.js';
import { contentTypeOf, isUploadKey } from '../storage/upload-keys.js';
import { requireHubKey } from './hub-key-auth.js';
import { decodePosition, encodePosition, firstPosition, keyOfRow, nextTable, type HubPosition } from './hub-pull-cursor.js';
import { countCopiedRows, readTablePage, storedImageKeys } from './hub-pull-repository.js';

/** Rows per page: a page of the largest rows (posts, messages) stays well under a megabyte. */
const PAGE_ROWS = 500;
const SIZE_READS_AT_ONCE = 8;

export default function hubPullRoutes(fastify: FastifyInstance): void {
  const app = typedRoutes(fastify);
  const { db, images } = app.ctx;
  const hubOnly = { preHandler: requireHubKey };

  app.get(
    '/hub/rows',
    { ...hubOnly, schema: { tags: ['hub'], querystring: hubPageQuerySchema, response: answers({ 200: hubPageSchema }) } },
    async (request, reply) => {
      let position: HubPosition | null = request.query.cursor ? decodePosition(request.query.cursor) : firstPosition();
      // Empty tables are passed over within one request, so a page is some table's rows or the end.
      while (position) {
        const { table } = position;
        const rows = await readTablePage(db, table, position.after, PAGE_ROWS);
        const last = rows.at(-1);
        const next: HubPosition | null = rows.length === PAGE_ROWS && last ? { table, after: keyOfRow(table, last) } : nextTable(table);
        if (rows.length > 0 || !next) {
          const page: HubPage = { table: table.name, rows, cursor: next ? encodePosition(next) : null };
          return reply.header('cache-control', 'no-store').send(page);
        }
        position = next;
      }
      return reply.header('cache-control', 'no-store').send({ table: '', rows: [], cursor: null } satisfies HubPage);
    },
  );

  app.get('/hub/counts', { ...hubOnly, schema: { tags: ['hub'], response: answers({ 200: hubCountsSchema }) } }, async () => ({
    tables: await countCopiedRows(db),
  }));

  app.get('/hub/photos', { ...hubOnly, schema: { tags: ['hub'], response: answers({ 200: hubPhotosSchema }) } }, async () => {
    const keys = await storedImageKeys(db);
    const photos: { key: string; bytes: number | null }[] = [];
    for (let i = 0; i < keys.length; i += SIZE_READS_AT_ONCE) {
      const batch = keys.slice(i, i + SIZE_READS_AT_ONCE);
      const sizes = await Promise.all(batch.map((key) => images.sizeOf(key)));
      batch.forEach((key, j) => photos.push({ key, bytes: sizes[j] ?? null }));
    }
    return { photos };
  });

  app.get(
    '/hub/photos/:folder/:name',
    { ...hubOnly, schema: { tags: ['hub'], params: z.object({ folder: z.string(), name: z.string() }), response: answers({}) } },
    async (request, reply) => {
      const key = `${request.params.folder}/${request.params.name}`;
      const stored = isUploadKey(key) ? await images.get(key) : null;
      if (!stored) throw notFound('photo_unavailable');
      return reply.header('Content-Length', stored.size).type(contentTypeOf(key)).send(stored.body);
    },
  );
}
