import type { FastifyInstance } from 'fastify';
import { SKIPPED_STATUS, syncRequestSchema, type SyncResult } from '../../contracts/sync.js';
import { validate } from '../lib/validate.js';
import { requireUser } from '../plugins/auth.js';

/**
 * POST /api/sync (DECISIONS 9): runs queued operations in order, each through its own route (same
 * validation, permissions and idempotency: Idempotency-Key = the operation's id), and answers one
 * result per operation. A failing operation does not stop the others; only later operations of the
 * same `entity` are skipped (424) after a 5xx or 429, so a phone's changes never arrive out of order.
 */
export default function syncRoutes(app: FastifyInstance): void {
  app.post('/sync', async (request) => {
    requireUser(request);
    const { operations } = validate(syncRequestSchema, request.body);
    const blocked = new Set<string>();
    const results: SyncResult[] = [];
    for (const op of operations) {
      if (op.entity !== undefined && blocked.has(op.entity)) {
        results.push({ id: op.id, status: SKIPPED_STATUS, body: { error: 'Not run: an earlier change to the same item has to be retried first.' } });
        continue;
      }
      const headers: Record<string, string> = { authorization: request.headers.authorization ?? '', 'idempotency-key': op.id };
      if (op.body !== undefined) headers['content-type'] = 'application/json';
      const res = await app.inject({ method: op.method, url: `/api${op.path}`, headers, payload: op.body === undefined ? undefined : JSON.stringify(op.body) });
      const retryAfter = Number(res.headers['retry-after']);
      results.push({ id: op.id, status: res.statusCode, body: parseBody(res.body), ...(Number.isFinite(retryAfter) && res.headers['retry-after'] !== undefined ? { retry_after: retryAfter } : {}) });
      if (op.entity !== undefined && (res.statusCode >= 500 || res.statusCode === 429 || 'retry_after' in (results.at(-1) ?? {}))) blocked.add(op.entity);
    }
    return { results };
  });
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
