import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { noSuchAddress } from './error-handler.js';

/** Hashed build files (Vite's assets/ folder) never change under their name; everything else is revalidated. */
const HASHED = `${path.sep}assets${path.sep}`;

/**
 * Serves the built app from STATIC_DIR, with index.html for every client route. The build writes
 * brotli and gzip copies beside each text file (scripts/precompress-plugin.ts); the one the client
 * accepts is sent, with `Vary: Accept-Encoding`.
 */
export async function registerStatic(app: FastifyInstance, dir: string): Promise<void> {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      // index.html, sw.js and the manifest must be checked on every visit, so an update reaches the phone.
      res.header('Cache-Control', filePath.includes(HASHED) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url.startsWith('/uploads/') || url.startsWith('/ws')) {
      return reply.status(404).send(noSuchAddress(request.method, url));
    }
    const file = path.join(root, path.normalize(url));
    if (file.startsWith(root) && path.extname(url) && existsSync(file)) return reply.sendFile(path.relative(root, file));
    // Pages rendered at build time (landing.html) show before any script runs.
    const prerendered = `${url.slice(1)}.html`;
    if (/^\/[a-z-]+$/.test(url) && existsSync(path.join(root, prerendered))) return reply.sendFile(prerendered);
    return reply.sendFile('index.html');
  });
}
