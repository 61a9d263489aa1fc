/**
 * Idempotency for the operations of one POST /api/sync, at batch cost: the keys of all operations
 * are claimed in one INSERT before they run, and their answers stored in one UPDATE after, instead
 * of two statements per operation. The operations reach their routes through app.inject with a
 * one-time batch nonce header instead of the bearer token: the caller was authenticated once.
 * Keys already known (replays, or in use) take the ordinary per-request path.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import type { AuthUser } from './auth.js';

export const BATCH_HEADER = 'x-camp-sync-batch';

export interface Batch {
  user: AuthUser;
  /** Keys this batch claimed and has not run yet -> their request hash. */
  claimed: Map<string, string>;
  /** Answers to store when the batch ends. */
  done: Map<string, { status: number; body: string }>;
}

const batches = new Map<string, Batch>();

export function batchOf(request: FastifyRequest): Batch | undefined {
  const nonce = request.headers[BATCH_HEADER];
  return typeof nonce === 'string' ? batches.get(nonce) : undefined;
}

/** What makes two requests "the same": method, path and body (multipart bodies: their kind only, as the boundary changes per send). */
export function hashRequest(method: string, url: string, bodyText: string): string {
  return createHash('sha256').update(`${method} ${url}\n${bodyText}`).digest('hex');
}

export async function openBatch(db: Db, user: AuthUser, ops: { key: string; method: string; url: string; body: unknown }[]): Promise<{ nonce: string; close(): Promise<void> }> {
  const hashes = new Map(ops.map((op) => [op.key, hashRequest(op.method, op.url, JSON.stringify(op.body ?? null))]));
  const rows = [...hashes].map(([key, requestHash]) => ({ userId: user.id, key, requestHash }));
  const claimed = rows.length ? await db.insert(idempotencyKeys).values(rows).onConflictDoNothing().returning({ key: idempotencyKeys.key }) : [];
  const batch: Batch = { user, claimed: new Map(claimed.map((c) => [c.key, hashes.get(c.key) ?? ''])), done: new Map() };
  const nonce = randomBytes(24).toString('base64url');
  batches.set(nonce, batch);
  return { nonce, close: () => closeBatch(db, nonce, batch, claimed.map((c) => c.key)) };
}

async function closeBatch(db: Db, nonce: string, batch: Batch, claimedKeys: string[]): Promise<void> {
  batches.delete(nonce);
  const keep = [...batch.done].filter(([, r]) => r.status < 500 && r.status !== 429);
  const kept = new Set(keep.map(([key]) => key));
  const release = claimedKeys.filter((key) => !kept.has(key));
  if (keep.length > 0) {
    const values = sql.join(keep.map(([key, r]) => sql`(${key}, ${r.status}::int, ${JSON.stringify({ raw: r.body })}::jsonb)`), sql`, `);
    await db.execute(sql`update ${idempotencyKeys} set state = 'done', status_code = v.status, response_body = v.body, completed_at = now()
      from (values ${values}) as v(key, status, body) where ${idempotencyKeys.userId} = ${batch.user.id} and ${idempotencyKeys.key} = v.key`);
  }
  if (release.length > 0) await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, batch.user.id), inArray(idempotencyKeys.key, release)));
}
