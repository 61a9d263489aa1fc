import type { FastifyInstance } from 'fastify';
import { codeBody } from '../../contracts/error-codes.js';
import { SKIPPED_STATUS, syncRequestSchema, syncResponseSchema, type SyncResult } from '../../contracts/batch.js';
import { noteChange } from '../http/change-concerns.js';
import { answers } from '../http/route-schemas.js';
import { requireUser } from '../auth/authenticate.js';
import { typedRoutes } from '../http/route-input.js';
import { addressOf } from './named-operation.js';
import { runAsAuthor, toRetry } from './run-operation.js';

/**
 * POST /api/sync (DECISIONS 9): runs queued operations in order, each as its command (named, or found
 * by method and path for an older app's operation; named-operation.ts), with its route's (same
 * input guard, sign-in gate, validation, permissions and idempotency: the key is the operation's id),
 * and answers one result per operation: the status and body its route would have answered
 * (run-operation.ts). A failing operation does not stop the others; only later operations of the same
 * `entity` are skipped (424) after a 5xx, 429 or "still running", so changes never arrive out of order.
 */
export default function syncRoutes(fastify: FastifyInstance): void {
  const app = typedRoutes(fastify);
  app.post(
    '/sync',
    { schema: { tags: ['sync'], body: syncRequestSchema, response: answers({ 200: syncResponseSchema }) } },
    async (request) => {
      const user = requireUser(request);
      const { operations } = request.body;
      const blocked = new Set<string>();
      const results: SyncResult[] = [];
      // Each operation says whose data it changed: a batch of packing ticks pokes only its camper's phones.
      noteChange(request, []);
      for (const op of operations) {
        if (op.entity !== undefined && blocked.has(op.entity)) {
          results.push({ id: op.id, status: SKIPPED_STATUS, body: codeBody('sync_skipped') });
          continue;
        }
        const addressed = addressOf(op);
        const result = await runAsAuthor(fastify, request, user, 'refusal' in addressed ? { ...addressed, id: op.id } : addressed);
        results.push(result);
        if (op.entity !== undefined && toRetry(result)) blocked.add(op.entity);
      }
      return { results };
    },
  );
}
