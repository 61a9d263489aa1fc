/**
 * Idempotency-Key on every mutating /api route (DECISIONS 6), exactly once even through a crash.
 * For a signed-in caller, the route runs inside one transaction (request-tx.ts) that first claims
 * (user, key), then does the route's writes, then stores the answer: a crash leaves all or nothing.
 * A second request with the key waits for the first to finish, then gets the stored status and body
 * again ('Idempotent-Replayed: true'), or a 422 when its method, path or body differ (a multipart
 * body is compared by its fields and file bytes). Refusals (4xx) are stored too; 5xx and 429 are not,
 * so a retry runs again. Rows are kept 8 days (idempotency-purge.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { HttpError, badRequest, conflict } from './errors.js';
import { RollBack, inTransaction } from './request-tx.js';
import { errorForLog } from '../infra/safe-log.js';
import { registerIdempotencyPurge } from './idempotency-purge-job.js';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { userId: string; key: string; hash: string; stored: boolean } | null;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A 'running' row (kept by an older version) this old belongs to a request that died: a retry takes it over. */
const ABANDONED_AFTER_MS = 60_000;

type StoredRow = typeof idempotencyKeys.$inferSelect;

/** What this needs of POST /api/sync's batches (server/batch/batch-identity.ts, given by app.ts). */
export interface BatchRequests {
  /** The batch a request is an operation of, with the user it was authenticated as. */
  batchOf: (request: FastifyRequest) => { user: NonNullable<FastifyRequest['authUser']> } | undefined;
  /** What makes two requests the same for a key: method, path and body. */
  requestHash: (request: FastifyRequest) => Promise<string>;
}

export function registerIdempotency(app: FastifyInstance, { batchOf, requestHash }: BatchRequests): void {
  const base = app.ctx.database.db;
  app.decorateRequest('idempotency', null);

  // An operation of POST /api/sync: its caller was authenticated by the batch.
  app.addHook('onRequest', async (request) => {
    const batch = batchOf(request);
    if (batch && !request.authUser) request.authUser = batch.user;
  });

  app.addHook('preHandler', async (request) => {
    const key = request.headers['idempotency-key'];
    const user = request.authUser;
    if (
      !MUTATING.has(request.method) ||
      typeof key !== 'string' ||
      !user ||
      !request.url.startsWith('/api/') ||
      request.url.startsWith('/api/sync')
    )
      return;
    if (key.length === 0 || key.length > 200) throw badRequest('idempotency_key_length');
    request.idempotency = { userId: user.id, key, hash: await requestHash(request), stored: false };
  });

  // Every mutating route's handler runs inside the claim's transaction when the request carries a key.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((m) => MUTATING.has(m))) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function (this: FastifyInstance, request, reply) {
      if (!request.idempotency) return handler.call(this, request, reply);
      return runOnce(base, handler.bind(this), request, reply);
    };
  });

  // A refusal thrown by the route (its writes rolled back with it) is stored after the fact.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim || claim.stored) return payload;
    claim.stored = true;
    if (reply.statusCode >= 500 || reply.statusCode === 429 || reply.getHeader('idempotent-replayed')) return payload;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    try {
      await base
        .insert(idempotencyKeys)
        .values({
          userId: claim.userId,
          key: claim.key,
          requestHash: claim.hash,
          state: 'done',
          statusCode: reply.statusCode,
          responseBody: { raw: text },
          completedAt: sql`now()`,
        })
        .onConflictDoNothing();
    } catch (err) {
      request.log.error({ failure: errorForLog(err) }, 'idempotency: could not store the refusal');
    }
    return payload;
  });

  registerIdempotencyPurge(app);
}

type Outcome = { kind: 'ran'; payload: unknown } | { kind: 'stored'; row: StoredRow | undefined };

/** Claims the key, runs the route and stores its answer in one transaction; or replays what is stored. */
async function runOnce(
  base: Db,
  handler: (request: FastifyRequest, reply: FastifyReply) => unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const claim = request.idempotency;
  if (!claim) throw new Error('runOnce without a claim');
  const where = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
  const realSend = reply.send.bind(reply);
  const outcome = await inTransaction<Outcome>(base, async (tx) => {
    // Waits while another request holds this key, then finds its answer.
    const [mine] = await tx
      .insert(idempotencyKeys)
      .values({ userId: claim.userId, key: claim.key, requestHash: claim.hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!mine) {
      const [row] = await tx.select().from(idempotencyKeys).where(where).limit(1);
      if (row?.state === 'running' && row.requestHash === claim.hash && row.createdAt.getTime() < Date.now() - ABANDONED_AFTER_MS)
        await tx.delete(idempotencyKeys).where(where);
      else throw new RollBack<Outcome>({ kind: 'stored', row });
      await tx.insert(idempotencyKeys).values({ userId: claim.userId, key: claim.key, requestHash: claim.hash });
    }
    let sent: { payload: unknown } | undefined;
    reply.send = (payload?: unknown) => ((sent = { payload }), reply);
    // A reply is a thenable that settles once sent: while the sending waits for the commit, a
    // handler returning it must not wait on it.
    const thenable = reply as unknown as { then: unknown };
    thenable.then = undefined;
    let returned: unknown;
    try {
      returned = await handler(request, reply);
    } finally {
      reply.send = realSend;
      delete thenable.then;
    }
    const payload = sent ? sent.payload : returned;
    if (reply.statusCode >= 500 || reply.statusCode === 429) throw new RollBack<Outcome>({ kind: 'ran', payload });
    await tx
      .update(idempotencyKeys)
      .set({ state: 'done', statusCode: reply.statusCode, responseBody: { raw: answerText(payload) }, completedAt: sql`now()` })
      .where(where);
    claim.stored = true;
    return { kind: 'ran', payload };
  });
  if (outcome.kind === 'ran') return outcome.payload === reply ? reply : realSend(outcome.payload);
  claim.stored = true;
  return replay(reply, claim.hash, outcome.row);
}

function replay(reply: FastifyReply, hash: string, row: StoredRow | undefined): FastifyReply {
  if (row && row.requestHash !== hash) throw new HttpError(422, 'idempotency_key_reused');
  if (!row || row.state === 'running') {
    reply.header('retry-after', '1');
    throw conflict('request_in_progress');
  }
  const body = storedText(row.responseBody);
  reply.code(row.statusCode ?? 200).header('idempotent-replayed', 'true');
  if (body) reply.header('content-type', isJson(body) ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8');
  return reply.send(body || undefined);
}

/** The bytes Fastify sends for this payload (no route declares a response schema: objects are JSON). */
function answerText(payload: unknown): string {
  if (payload === undefined || payload === null) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return JSON.stringify(payload);
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
