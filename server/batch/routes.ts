import type { FastifyInstance } from 'fastify';
import { codeBody } from '../../contracts/error-codes.js';
import { SKIPPED_STATUS, syncRequestSchema, syncResponseSchema, type SyncOperation, type SyncResult } from '../../contracts/batch.js';
import { badRequest } from '../http/errors.js';
import { isRefusal, noticeRefusal } from './refusal-notice.js';
import { answers } from '../http/route-schemas.js';
import { requireUser } from '../auth/authenticate.js';
import { BATCH_HEADER, openBatch } from './batch-identity.js';
import { typedRoutes } from '../http/route-input.js';

/**
 * POST /api/sync (DECISIONS 9): runs queued operations in order, each through its own route (same
 * validation, permissions and idempotency: Idempotency-Key = the operation's id), and answers one
 * result per operation. A failing operation does not stop the others; only later operations of the
 * same `entity` are skipped (424) after a 5xx, 429 or "still running", so changes never arrive out of order.
 */
export default function syncRoutes(fastify: FastifyInstance): void {
  const app = typedRoutes(fastify);
  app.post(
    '/sync',
    { schema: { tags: ['sync'], body: syncRequestSchema, response: answers({ 200: syncResponseSchema }) } },
    async (request) => {
      const user = requireUser(request);
      // However its path was spelled, a batch never runs inside a batch.
      if (request.headers[BATCH_HEADER] !== undefined) throw badRequest('sync_nested');
      const { operations } = request.body;
      const batch = openBatch(user);
      const blocked = new Set<string>();
      const results: SyncResult[] = [];
      try {
        for (const op of operations) {
          if (op.entity !== undefined && blocked.has(op.entity)) {
            results.push({ id: op.id, status: SKIPPED_STATUS, body: codeBody('sync_skipped') });
            continue;
          }
          const result = await runOperation(fastify, op, batch.nonce);
          results.push(result);
          if (isRefusal(op, result)) await noticeRefusal(fastify.ctx, user.id, op, result);
          if (op.entity !== undefined && (result.status >= 500 || result.status === 429 || result.retry_after !== undefined))
            blocked.add(op.entity);
        }
      } finally {
        batch.close();
      }
      return { results };
    },
  );
}

async function runOperation(app: FastifyInstance, op: SyncOperation, nonce: string): Promise<SyncResult> {
  const headers: Record<string, string> = { [BATCH_HEADER]: nonce, 'idempotency-key': op.id };
  if (op.body !== undefined) headers['content-type'] = 'application/json';
  const res = await app.inject({
    method: op.method,
    url: apiUrl(op.path),
    headers,
    payload: op.body === undefined ? undefined : JSON.stringify(op.body),
  });
  const retryAfter = res.headers['retry-after'] === undefined ? NaN : Number(res.headers['retry-after']);
  return {
    id: op.id,
    status: res.statusCode,
    body: parseBody(res.body),
    ...(Number.isFinite(retryAfter) ? { retry_after: retryAfter } : {}),
  };
}

/** The URL the operation's route will see (spaces encoded, no fragment), so its Idempotency-Key matches what the batch claimed. */
function apiUrl(path: string): string {
  const url = new URL(`/api${path}`, 'http://camp.invalid');
  return url.pathname + url.search;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
