import type { FastifyInstance, FastifyRequest } from 'fastify';
import { codeBody } from '../../contracts/error-codes.js';
import { SKIPPED_STATUS, syncRequestSchema, syncResponseSchema, type SyncResult } from '../../contracts/batch.js';
import { noteChange, noteOutcome } from '../http/change-concerns.js';
import { badRequest } from '../http/errors.js';
import { errorAnswer, noSuchAddress, type FailureSite } from '../http/error-handler.js';
import { addressRefusal, jsonTextRefusal, jsonValueRefusal } from '../http/input-guard.js';
import { pathOnly } from '../infra/safe-log.js';
import { formOfJson } from '../storage/uploads.js';
import { parseText, type Outcome } from '../http/idempotency.js';
import { isRefusal, noticeRefusal } from './refusal-notice.js';
import { answers } from '../http/route-schemas.js';
import { requireUser, type AuthUser } from '../auth/authenticate.js';
import { typedRoutes } from '../http/route-input.js';
import { jsonHash } from './batch-identity.js';
import { addressOf, type AddressedOperation } from './named-operation.js';

/**
 * POST /api/sync (DECISIONS 9): runs queued operations in order, each as its command (named, or found
 * by method and path for an older app's operation; named-operation.ts), with its route's (same
 * input guard, sign-in gate, validation, permissions and idempotency: the key is the operation's id),
 * and answers one result per operation: the status and body its route would have answered. A failing
 * operation does not stop the others; only later operations of the same `entity` are skipped (424)
 * after a 5xx, 429 or "still running", so changes never arrive out of order.
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
        const result =
          'refusal' in addressed
            ? { id: op.id, status: 400, body: codeBody(addressed.refusal) }
            : await runOperation(fastify, request, user, addressed);
        results.push(result);
        const told = 'refusal' in addressed ? { ...op, method: 'POST' as const, path: '' } : addressed;
        if (isRefusal(told, result)) {
          await noticeRefusal(fastify.ctx, user.id, told, result);
          // The refusal's notice: the camper's other phones pull it.
          noteChange(request, [user.id]);
        }
        if (op.entity !== undefined && (result.status >= 500 || result.status === 429 || result.retry_after !== undefined))
          blocked.add(op.entity);
      }
      return { results };
    },
  );
}

/** One operation, answered as its route would answer it alone with the operation's id as Idempotency-Key. */
async function runOperation(app: FastifyInstance, request: FastifyRequest, user: AuthUser, op: AddressedOperation): Promise<SyncResult> {
  const url = apiUrl(op.path);
  const site: FailureSite = { log: request.log, method: op.method, url };
  const result = (outcome: Outcome, body: unknown): SyncResult => ({
    id: op.id,
    status: outcome.status,
    body,
    ...(outcome.retryAfter !== undefined ? { retry_after: outcome.retryAfter } : {}),
  });
  const refused = (err: unknown) => {
    const answer = errorAnswer(err, site);
    return result(answer, answer.body);
  };
  const found = app.commands.find(op.method, url);
  if (found === 'bad address') return refused(badRequest('address_not_valid'));
  const bodyText = op.body === undefined ? undefined : JSON.stringify(op.body);
  const guard = addressRefusal(url) ?? (bodyText === undefined ? undefined : (jsonTextRefusal(bodyText) ?? jsonValueRefusal(op.body)));
  if (guard) return refused(guard);
  // However its path was spelled, a batch never runs inside a batch.
  if (op.method === 'POST' && isSyncPath(url)) return refused(badRequest('sync_nested'));
  // A named operation runs its own command: parameters that lead elsewhere ('..') are refused.
  if (op.command !== undefined && found?.command.name !== op.command) return refused(badRequest('command_params_not_valid'));
  if (!found) return { id: op.id, status: 404, body: noSuchAddress(op.method, pathOnly(url)) };
  const { command, params, query } = found;
  try {
    const outcome = await app.commands.perform(command, {
      user,
      params,
      query,
      body: op.body,
      form: async () => formOfJson(op.body),
      site,
      claim: { userId: user.id, key: op.id, hash: jsonHash(op.method, url, op.body) },
    });
    noteOutcome(request, outcome);
    // The body as the route sends it (a stored answer as it was first sent), its stored images' addresses signed.
    const plainReplay = outcome.replayed && (outcome.body === null || typeof outcome.body !== 'object');
    return result(outcome, plainReplay ? outcome.body : parseText(app.commands.text(command, outcome)));
  } catch (err) {
    return refused(err);
  }
}

/** The URL the operation's route would see (spaces encoded, no fragment), so its key means the same either way. */
function apiUrl(path: string): string {
  const url = new URL(`/api${path}`, 'http://camp.invalid');
  return url.pathname + url.search;
}

function isSyncPath(url: string): boolean {
  try {
    return decodeURIComponent(pathOnly(url)) === '/api/sync';
  } catch {
    return false;
  }
}
