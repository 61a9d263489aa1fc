/**
 * Idempotency-Key on every mutating /api route (DECISIONS 6). For a signed-in caller, the first
 * request with a key claims (user, key) by inserting a 'running' row (insert-first, ON CONFLICT:
 * safe under concurrency and across instances); its response is stored when sent. A later request
 * with the key gets the stored status and body again ('Idempotent-Replayed: true'), a 422 when
 * its method, path or body differ, or a 409 (Retry-After: 1) while the first is still running.
 * 5xx and 429 answers are not stored, so a retry runs again. Rows are kept 8 days.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema/index.js';
import { HttpError, badRequest, conflict } from '../lib/http-error.js';
import { batchOf, hashRequest, type Batch } from './idempotency-batch.js';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { userId: string; key: string; batch?: Batch } | null;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const IDEMPOTENCY_RETENTION_DAYS = 8;
/** A 'running' claim older than this belongs to a request that died with its process: a retry takes it over. */
const ABANDONED_AFTER_MS = 60_000;

export function registerIdempotency(app: FastifyInstance): void {
  const { db } = app.ctx;
  app.decorateRequest('idempotency', null);

  // An operation of POST /api/sync: its caller was authenticated by the batch (see idempotency-batch.ts).
  app.addHook('onRequest', async (request) => {
    const batch = batchOf(request);
    if (batch && !request.authUser) request.authUser = batch.user;
  });

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    const user = request.authUser;
    if (!MUTATING.has(request.method) || typeof key !== 'string' || !user || !request.url.startsWith('/api/') || request.url.startsWith('/api/sync')) return;
    if (key.length === 0 || key.length > 200) throw badRequest('The Idempotency-Key header must be 1 to 200 characters.');
    const hash = requestHash(request);
    const batch = batchOf(request);
    if (batch && batch.claimed.get(key) === hash) {
      batch.claimed.delete(key);
      request.idempotency = { userId: user.id, key, batch };
      return;
    }
    const claimed = await db.insert(idempotencyKeys).values({ userId: user.id, key, requestHash: hash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      request.idempotency = { userId: user.id, key };
      return;
    }
    const where = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key));
    const [stored] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (stored && stored.requestHash !== hash) throw new HttpError(422, 'This Idempotency-Key was already used for a different request.');
    if (!stored || stored.state === 'running') {
      const takenOver = stored
        ? await db.update(idempotencyKeys).set({ createdAt: sql`now()` }).where(and(where, eq(idempotencyKeys.state, 'running'), lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS)))).returning({ key: idempotencyKeys.key })
        : [];
      if (takenOver.length > 0) {
        request.idempotency = { userId: user.id, key };
        return;
      }
      reply.header('retry-after', '1');
      throw conflict('This request is still being processed. Please try again in a moment.');
    }
    const body = storedText(stored.responseBody);
    reply.code(stored.statusCode ?? 200).header('idempotent-replayed', 'true');
    if (body) reply.header('content-type', isJson(body) ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8');
    return reply.send(body || undefined);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    if (claim.batch) {
      claim.batch.done.set(claim.key, { status: reply.statusCode, body: text });
      return payload;
    }
    const where = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
    try {
      if (reply.statusCode >= 500 || reply.statusCode === 429) await db.delete(idempotencyKeys).where(where);
      else await db.update(idempotencyKeys).set({ state: 'done', statusCode: reply.statusCode, responseBody: { raw: text }, completedAt: sql`now()` }).where(where);
    } catch (err) {
      request.log.error(err, 'idempotency: could not store the response');
    }
    return payload;
  });

  const purge = async () => {
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_RETENTION_DAYS * 86_400_000)));
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge().catch((err: unknown) => app.log.error(err)), 6 * 3_600_000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

function requestHash(request: FastifyRequest): string {
  const type = request.headers['content-type'] ?? '';
  return hashRequest(request.method, request.url, type.startsWith('multipart/') ? 'multipart' : JSON.stringify(request.body ?? null));
}

/** The response exactly as first sent (kept as `{ raw }`, so every driver stores the same bytes). */
function storedText(value: unknown): string {
  return value && typeof value === 'object' && 'raw' in value && typeof value.raw === 'string' ? value.raw : '';
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
