/**
 * The outbox's wire: single calls with Idempotency-Key, the POST /api/sync batch, and conditional
 * list reads for pulls. Plain fetch and an explicit token, so it runs in the page, the service
 * worker and Node alike (no auth store, no localStorage). Status 0 means the network failed.
 */
import type { z } from 'zod';
import type { SyncOperation, SyncResult } from '../../contracts/batch';
import type { newConversationSchema, sendMessageSchema } from '../../contracts/chat';
import type { createCommentSchema, createPostSchema, likeSchema } from '../../contracts/feed';
import type { inboxBulkSchema } from '../../contracts/notifications';
import type { packingUpdateSchema } from '../../contracts/packing';
import type { voteInputSchema } from '../../contracts/polls';
import type { updateProfileRequestSchema } from '../../contracts/profile';
import type { saveReflectionSchema } from '../../contracts/reflections';
import type { mapLocationInputSchema, ruleInputSchema } from '../../contracts/rules';

type Body<Schema extends z.ZodType> = z.input<Schema>;

/**
 * Every route a queued change calls, with the body its server route reads: the contract's request
 * type, or `null` when the route reads none. A change reaches the outbox only as one of these
 * (`outboxRequest`), so a route the server lacks, or a body its route does not read, is a type error.
 */
interface OutboxRoutes {
  'POST /posts': Body<typeof createPostSchema>;
  'DELETE /posts/{id}': null;
  'DELETE /admin/posts/{id}': null;
  'POST /posts/{id}/like': Body<typeof likeSchema>;
  'POST /posts/{id}/comments': Body<typeof createCommentSchema>;
  'POST /events/{id}/register': null;
  'DELETE /events/{id}/register': null;
  'POST /polls/{id}/vote': Body<typeof voteInputSchema>;
  'PUT /packing/{id}': Body<typeof packingUpdateSchema>;
  'POST /conversations': Body<typeof newConversationSchema>;
  'POST /conversations/{id}/read': null;
  'POST /conversations/{id}/leave': null;
  'POST /conversations/{id}/messages': Body<typeof sendMessageSchema>;
  'DELETE /conversations/{id}/messages/{messageId}': null;
  'POST /rules': Body<typeof ruleInputSchema>;
  'PUT /rules/{id}': Body<typeof ruleInputSchema>;
  'DELETE /rules/{id}': null;
  'POST /map/locations': Body<typeof mapLocationInputSchema>;
  'PUT /map/locations/{id}': Body<typeof mapLocationInputSchema>;
  'DELETE /map/locations/{id}': null;
  'POST /notifications/{id}/read': null;
  'DELETE /notifications/{id}': null;
  'POST /notifications/read-all': Body<typeof inboxBulkSchema>;
  'POST /notifications/clear': Body<typeof inboxBulkSchema>;
  'PUT /users/me': Body<typeof updateProfileRequestSchema>;
  'POST /reflections': Body<typeof saveReflectionSchema>;
  'DELETE /reflections/{id}': null;
}

type OutboxRoute = keyof OutboxRoutes;

/** The routes that also take their body as multipart fields with files (a post with its photo). */
type UploadRoute = 'POST /posts';

type ParamsOf<Route extends string> = Route extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamsOf<Rest> : never;

/** The route's path parameters by name, and its body (none for a route that reads none). */
type OutboxCall<Route extends OutboxRoute> = { [Name in ParamsOf<Route>]: string | number } & (OutboxRoutes[Route] extends null
  ? { body?: never }
  : { body: OutboxRoutes[Route] });

declare const routed: unique symbol;

/** A queued change's call (path without /api), made by `outboxRequest` or `outboxUpload` only. */
export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** Multipart fields; a file field names a stored blob. */
  form?: Record<string, string | { blobId: string; filename: string }>;
  readonly [routed]: true;
}

/** The call of a route, e.g. `outboxRequest('POST /posts/{id}/like', { id, body: { liked } })`. */
export function outboxRequest<Route extends OutboxRoute>(route: Route, call: OutboxCall<Route>): OutboxRequest {
  const [method, pattern] = route.split(' ') as [OutboxRequest['method'], string];
  const params = call as Record<string, unknown>;
  const path = pattern.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
  return { method, path, ...(call.body === undefined ? {} : { body: call.body }) } as OutboxRequest;
}

/** The same call as multipart: the body's fields, and files already stored on the phone (by blob id). */
export function outboxUpload<Route extends UploadRoute>(
  route: Route,
  call: OutboxCall<Route>,
  files: Record<string, { blobId: string; filename: string }>,
): OutboxRequest {
  const { body, ...request } = outboxRequest(route, call);
  const fields = Object.entries(body as Record<string, string | undefined>).filter((f): f is [string, string] => f[1] !== undefined);
  return { ...request, form: { ...Object.fromEntries(fields), ...files } };
}

export interface WireResponse {
  status: number;
  body: unknown;
  /** Milliseconds the server asked us to wait (Retry-After). */
  retryAfterMs?: number;
  etag?: string;
  error?: string;
}

let base = '/api';

/** Where /api lives; only Node callers (benchmarks, tests) need an absolute URL. */
export function setApiBase(url: string): void {
  base = url.replace(/\/$/, '');
}

export function sendOne(
  op: { id: string; method: string; path: string; body?: unknown; form?: FormData },
  token: string,
): Promise<WireResponse> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'idempotency-key': op.id };
  let payload: BodyInit | undefined = op.form;
  if (!op.form && op.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(op.body);
  }
  return call(op.path, { method: op.method, headers, body: payload });
}

export async function sendBatch(operations: SyncOperation[], token: string): Promise<WireResponse & { results?: SyncResult[] }> {
  const res = await call('/sync', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ operations }),
  });
  const results =
    res.status === 200 && res.body && typeof res.body === 'object' && 'results' in res.body
      ? (res.body.results as SyncResult[])
      : undefined;
  return { ...res, results };
}

/** GET with If-None-Match; status 304 means nothing changed. */
export function getConditional(path: string, token: string, etag?: string): Promise<WireResponse> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (etag) headers['if-none-match'] = etag;
  return call(path, { method: 'GET', headers });
}

async function call(path: string, init: RequestInit): Promise<WireResponse> {
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, init);
  } catch (err) {
    return { status: 0, body: null, error: err instanceof Error ? err.message : 'The network failed.' };
  }
  let text = '';
  try {
    if (res.status !== 304) text = await res.text();
  } catch {
    return { status: 0, body: null, error: 'The connection dropped before the answer arrived.' };
  }
  return {
    status: res.status,
    body: parseJson(text),
    retryAfterMs: parseRetryAfter(res.headers.get('retry-after')),
    etag: res.headers.get('etag') ?? undefined,
  };
}

/** Retry-After as seconds or an HTTP date, in milliseconds. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.round(Number(value) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}
