/**
 * Idempotency-Key on every mutating /api route (DECISIONS 6), exactly once even through a crash.
 * `runOnce` is the one way a keyed change runs, for a single request and for an operation of
 * POST /api/sync alike (its key is the operation's id): one transaction (request-tx.ts) first claims
 * (user, key), then does the change's writes, then stores the answer, so a crash leaves all or nothing.
 * A second call with the key waits for the first to finish, then gets the stored status and body
 * again ('Idempotent-Replayed: true'), or a 422 when its method, path or body differ (a multipart
 * body is compared by its fields and file bytes). Refusals (4xx) are stored too; 5xx and 429 are not,
 * so a retry runs again. Rows are kept 8 days (idempotency-purge.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { codeBody } from '../../contracts/error-codes.js';
import type { CarriedRows } from '../../contracts/replication-rules.js';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { badRequest } from './errors.js';
import { errorAnswer, failureSite, type FailureSite } from './error-handler.js';
import { RollBack, inTransaction } from './request-tx.js';
import { errorForLog } from '../infra/safe-log.js';
import { registerIdempotencyPurge } from './idempotency-purge-job.js';

/** Who claims which key for what: `hash` is what makes two calls the same (method, path and body). */
export interface Claim {
  userId: string;
  key: string;
  hash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: Claim | null;
  }
  interface FastifyContextConfig {
    /** The route claims its key itself (a command, http/command.ts): the hooks below leave its handler alone. */
    command?: true;
  }
}

/** What a change answers: its status and body (an object is sent as JSON). */
export interface Answer {
  status: number;
  body: unknown;
  /** The people whose readable data the change concerns, when the command knows (http/change-concerns.ts); unset: everyone. */
  concerns?: readonly string[];
  /** Rows the poke after it may carry (contracts/replication-rules.ts): kept only for a change that concerns everyone. */
  carried?: CarriedRows;
}

/** An answer as runOnce gives it: a replay carries the stored text; "still running" asks to retry after `retryAfter` seconds. */
export interface Outcome extends Answer {
  replayed?: { text: string };
  retryAfter?: number;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A 'running' row (kept by an older version) this old belongs to a request that died: a retry takes it over. */
const ABANDONED_AFTER_MS = 60_000;

type StoredRow = typeof idempotencyKeys.$inferSelect;
type Step = { kind: 'ran' | 'refused'; answer: Answer } | { kind: 'stored'; row: StoredRow | undefined };

/** 5xx and 429 are not kept: a retry runs again. */
const kept = (status: number) => status < 500 && status !== 429;

/**
 * Claims the key, runs the change and stores its answer in one transaction; or answers what is stored.
 * A failure thrown by `run` undoes its writes and is answered as the error handler would (a refusal is
 * stored after the fact).
 */
export async function runOnce(base: Db, claim: Claim, run: () => Promise<Answer>, site: FailureSite): Promise<Outcome> {
  const where = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
  const step = await inTransaction<Step>(base, async (tx) => {
    // Waits while another call holds this key, then finds its answer.
    const [mine] = await tx
      .insert(idempotencyKeys)
      .values({ userId: claim.userId, key: claim.key, requestHash: claim.hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!mine) {
      const [row] = await tx.select().from(idempotencyKeys).where(where).limit(1);
      if (row?.state === 'running' && row.requestHash === claim.hash && row.createdAt.getTime() < Date.now() - ABANDONED_AFTER_MS)
        await tx.delete(idempotencyKeys).where(where);
      else throw new RollBack<Step>({ kind: 'stored', row });
      await tx.insert(idempotencyKeys).values({ userId: claim.userId, key: claim.key, requestHash: claim.hash });
    }
    let answer: Answer;
    try {
      answer = await run();
    } catch (err) {
      throw new RollBack<Step>({ kind: 'refused', answer: errorAnswer(err, site) });
    }
    if (!kept(answer.status)) throw new RollBack<Step>({ kind: 'ran', answer });
    await tx
      .update(idempotencyKeys)
      .set({ state: 'done', statusCode: answer.status, responseBody: { raw: answerText(answer.body) }, completedAt: sql`now()` })
      .where(where);
    return { kind: 'ran', answer };
  });
  if (step.kind === 'stored') return replay(claim.hash, step.row);
  if (step.kind === 'refused' && kept(step.answer.status)) await storeRefusal(base, claim, step.answer, site);
  return step.answer;
}

/** A refusal's writes were rolled back with it: its answer is stored on its own. */
async function storeRefusal(base: Db, claim: Claim, answer: Answer, site: FailureSite): Promise<void> {
  try {
    await base
      .insert(idempotencyKeys)
      .values({
        userId: claim.userId,
        key: claim.key,
        requestHash: claim.hash,
        state: 'done',
        statusCode: answer.status,
        responseBody: { raw: answerText(answer.body) },
        completedAt: sql`now()`,
      })
      .onConflictDoNothing();
  } catch (err) {
    site.log.error({ failure: errorForLog(err) }, 'idempotency: could not store the refusal');
  }
}

function replay(hash: string, row: StoredRow | undefined): Outcome {
  if (row && row.requestHash !== hash) return { status: 422, body: codeBody('idempotency_key_reused') };
  if (!row || row.state === 'running') return { status: 409, body: codeBody('request_in_progress'), retryAfter: 1 };
  const text = storedText(row.responseBody);
  return { status: row.statusCode ?? 200, body: parseText(text), replayed: { text } };
}

/** Sends an outcome of runOnce as the answer to a request. */
export function sendOutcome(reply: FastifyReply, outcome: Outcome): FastifyReply {
  if (outcome.retryAfter !== undefined) reply.header('retry-after', String(outcome.retryAfter));
  reply.code(outcome.status);
  if (!outcome.replayed) return reply.send(outcome.body);
  // The response as first sent, its stored images' addresses signed anew by the route's serializer.
  const { text } = outcome.replayed;
  reply.header('idempotent-replayed', 'true');
  if (text) reply.header('content-type', isJson(text) ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8');
  return reply.send(text && isJson(text) ? reply.serialize(outcome.body) : text || undefined);
}

/** The bytes sent for this body: objects are JSON. */
function answerText(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  return JSON.stringify(body);
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

/** A stored answer's body: its JSON, its text when it is not JSON, null when empty. */
export function parseText(text: string): unknown {
  if (!text) return null;
  return isJson(text) ? (JSON.parse(text) as unknown) : text;
}

/** What this needs of what makes two requests the same (server/batch/batch-identity.ts, given by app.ts). */
interface SameRequest {
  /** Method, path and body: a JSON body as sent, a multipart body by its fields and file bytes. */
  requestHash: (request: FastifyRequest) => Promise<string>;
}

/**
 * A signed-in request to a mutating /api route that carries a key claims it: a command runs under its
 * claim itself (command.ts); any other route's handler is run through runOnce here.
 */
export function registerIdempotency(app: FastifyInstance, { requestHash }: SameRequest): void {
  const base = app.ctx.database.db;
  app.decorateRequest('idempotency', null);

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
    request.idempotency = { userId: user.id, key, hash: await requestHash(request) };
  });

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.config?.command || !methods.some((m) => MUTATING.has(m))) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function (this: FastifyInstance, request, reply) {
      const claim = request.idempotency;
      if (!claim) return handler.call(this, request, reply);
      const outcome = await runOnce(base, claim, () => handlerAnswer(handler.bind(this), request, reply), failureSite(request));
      return sendOutcome(reply, outcome);
    };
  });

  registerIdempotencyPurge(app);
}

/** What a plain route's handler answers, whether it returns its body or sends it. */
async function handlerAnswer(
  handler: (request: FastifyRequest, reply: FastifyReply) => unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Answer> {
  const realSend = reply.send.bind(reply);
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
  return { status: reply.statusCode, body: sent ? sent.payload : returned };
}
