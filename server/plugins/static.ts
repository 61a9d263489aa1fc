import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built app from STATIC_DIR, with index.html for every client route. */
export async function registerStatic(app: FastifyInstance, dir: string): Promise<void> {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      else res.header('Cache-Control', 'no-cache');
    },
  });
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url.startsWith('/uploads/') || url.startsWith('/ws')) {
      return reply.status(404).send({ error: `No such address: ${request.method} ${url}` });
    }
    const file = path.join(root, path.normalize(url));
    if (file.startsWith(root) && path.extname(url) && existsSync(file)) return reply.sendFile(path.relative(root, file));
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
