/**
 * What makes two requests "the same" for an Idempotency-Key, and the sign-in of POST /api/sync's
 * operations: they reach their routes through app.inject with a one-time batch nonce header instead
 * of the bearer token (the caller was authenticated once). Each operation then claims its key like
 * any request, in its own transaction (see idempotency.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/authenticate.js';
import { readForm } from '../storage/uploads.js';

export const BATCH_HEADER = 'x-camp-sync-batch';

export interface Batch {
  user: AuthUser;
}

const batches = new Map<string, Batch>();

export function batchOf(request: FastifyRequest): Batch | undefined {
  const nonce = request.headers[BATCH_HEADER];
  return typeof nonce === 'string' ? batches.get(nonce) : undefined;
}

export function openBatch(user: AuthUser): { nonce: string; close(): void } {
  const nonce = randomBytes(24).toString('base64url');
  batches.set(nonce, { user });
  return { nonce, close: () => void batches.delete(nonce) };
}

export function hashRequest(method: string, url: string, bodyText: string): string {
  return createHash('sha256').update(`${method} ${url}\n${bodyText}`).digest('hex');
}

/** Method, path and body: a JSON body as sent, a multipart body by its fields and file bytes (never its boundary). */
export async function requestHash(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) return hashRequest(request.method, request.url, JSON.stringify(request.body ?? null));
  const form = await readForm(request);
  const fields = Object.entries(form.fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const file = form.file ? [form.file.field, form.file.filename, createHash('sha256').update(form.file.bytes).digest('hex')] : null;
  return hashRequest(request.method, request.url, JSON.stringify({ multipart: fields, file }));
}
