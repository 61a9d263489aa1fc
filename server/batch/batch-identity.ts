/**
 * What makes two calls "the same" for an Idempotency-Key: method, path and body. A queued change is
 * hashed alike whether it arrives alone or as an operation of POST /api/sync (its id is then the key),
 * so sending it once each way is recognised as one change.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { readForm, type UploadedForm } from '../storage/uploads.js';

export function hashRequest(method: string, url: string, bodyText: string): string {
  return createHash('sha256').update(`${method} ${url}\n${bodyText}`).digest('hex');
}

/** A JSON body as sent (absent is null): what a single request and a batch operation both hash. */
export const jsonHash = (method: string, url: string, body: unknown) => hashRequest(method, url, JSON.stringify(body ?? null));

/** Method, path and body: a JSON body as sent, a multipart body by its fields and file bytes (never its boundary). */
export async function requestHash(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) return jsonHash(request.method, request.url, request.body);
  return formHash(request.method, request.url, await readForm(request));
}

/**
 * A multipart form by its fields and file bytes: the same form sent by a phone or forwarded by a camp hub is the same
 * change (a photo the hub made forwards the SHA-256 of the phone's file).
 */
export function formHash(method: string, url: string, form: UploadedForm): string {
  const fields = Object.entries(form.fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const { file: sent } = form;
  const digest = !sent ? '' : 'bytes' in sent ? createHash('sha256').update(sent.bytes).digest('hex') : sent.sha256;
  const file = sent ? [sent.field, sent.filename, digest] : null;
  return hashRequest(method, url, JSON.stringify({ multipart: fields, file }));
}
