/**
 * What the hub adds to the app it serves: `/api/health` answers 503 until the hub holds the camp, and a write the hub
 * cannot send up to the cloud is refused (503 `hub_needs_cloud`). Commands, one by one or batched (POST /api/sync), are
 * journaled and forwarded (hub-journal.ts, hub-forward.ts); the other writes are the admin tools, invitations,
 * registration, a password change, an avatar, Instagram..., which the cloud must make itself. Sign-ins and sign-in codes
 * change nothing the cloud needs: tokens are signed with the cloud's secret and checked against the pulled users.
 */
import type { FastifyInstance } from 'fastify';
import { codeBody } from '../../contracts/error-codes.js';

/** Writes the hub makes itself, whose effects the cloud does not need. */
const LOCAL_WRITES = new Set(['/api/auth/login', '/api/auth/refresh', '/api/auth/device-codes', '/api/auth/device-codes/exchange']);
/** The batch door: each of its operations is a command, journaled as it runs. */
const BATCH = '/api/sync';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerHubServing(app: FastifyInstance, holdsCamp: () => boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api/health' && !holdsCamp()) return reply.status(503).send(codeBody('hub_not_ready'));
    const route = request.routeOptions.url ?? '';
    // An address no route answers goes on to its 404.
    if (READS.has(request.method) || !path.startsWith('/api/') || !route || request.routeOptions.config.command) return;
    if (route === BATCH || LOCAL_WRITES.has(route)) return;
    return reply.status(503).send(codeBody('hub_needs_cloud'));
  });
}
