/**
 * PGlite is one connection: requests are let through to it a few at a time, first come first
 * served, so a rush is served in order instead of each request's queries queuing behind everyone
 * else's. A request that would wait longer than QUEUE_TIMEOUT_MS gets 503 with Retry-After (the app
 * retries), never an endless wait. PostgreSQL's connection pool needs no such gate.
 */
import type { FastifyInstance } from 'fastify';
import { createFairGate, GateRefused } from './fair-gate.js';
import { HttpError } from './errors.js';

export const DB_CONCURRENCY = 4;
export const QUEUE_TIMEOUT_MS = 4000;
const QUEUE_MAX_WAITING = 5000;

declare module 'fastify' {
  interface FastifyRequest {
    releaseDb: (() => void) | null;
  }
}

/** A batch (POST /api/sync) is one request: its operations all run inside its turn. */
export function registerDbQueue(
  app: FastifyInstance,
  opts = { concurrency: DB_CONCURRENCY, timeoutMs: QUEUE_TIMEOUT_MS, maxWaiting: QUEUE_MAX_WAITING },
): void {
  if (app.ctx.database.kind !== 'pglite') return;
  const gate = createFairGate(opts);
  app.decorateRequest('releaseDb', null);
  app.addHook('onRequest', async (request, reply) => {
    // Sign-in and joining through an invitation spend most of their time hashing, not in the database: they
    // must not hold a turn others wait for.
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/') || request.url.startsWith('/api/invitations/')) return;
    try {
      request.releaseDb = await gate.enter();
    } catch (err) {
      if (!(err instanceof GateRefused)) throw err;
      reply.header('retry-after', '2');
      throw new HttpError(503, 'server_busy');
    }
  });
  const release = async (request: DbTurnHolder) => releaseDbTurn(request);
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}

type DbTurnHolder = { releaseDb: (() => void) | null };

/** Gives the request's turn back before its answer ends: a long download that is done with the database. */
export function releaseDbTurn(request: DbTurnHolder): void {
  request.releaseDb?.();
  request.releaseDb = null;
}
