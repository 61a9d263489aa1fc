/**
 * What the hub adds to the app it serves: `/api/health` answers 503 until the hub holds the camp, and a change the
 * hub takes itself is noted, so the pull stops before it would overwrite it (hub-round.ts).
 */
import type { FastifyInstance } from 'fastify';
import { codeBody } from '../../contracts/error-codes.js';
import type { HubFiles } from './hub-files.js';

/** Sign-ins write nothing the pull would lose. */
const NOT_CHANGES = new Set(['/api/auth/login', '/api/auth/refresh']);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerHubServing(app: FastifyInstance, files: HubFiles, holdsCamp: () => boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.split('?')[0] === '/api/health' && !holdsCamp()) await reply.status(503).send(codeBody('hub_not_ready'));
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '';
    if (READS.has(request.method) || reply.statusCode >= 400 || !route.startsWith('/api/') || NOT_CHANGES.has(route)) return;
    if (!files.hasLocalChanges()) files.markLocalChanges(`${request.method} ${route}`);
  });
}
