/**
 * The outbox's wire: single calls with Idempotency-Key, the POST /api/sync batch, and conditional
 * list reads for pulls. Plain fetch and an explicit token, so it runs in the page, the service
 * worker and Node alike (no auth store, no localStorage). Status 0 means the network failed, or the
 * device knows it is offline (then nothing is sent, so the browser logs no failed request).
 * The calls themselves are typed by their declared commands (contracts/commands.ts).
 */
import type { SyncOperation, SyncResult } from '../../contracts/batch';

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
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { status: 0, body: null, error: 'The device is offline.' };
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
