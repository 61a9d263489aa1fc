/**
 * One queued change run as its author, answered as its route would answer it alone with the change's id as
 * Idempotency-Key: an operation of POST /api/sync (the caller's), or a change a camp hub forwards (its author's,
 * server/hub/forward-routes.ts). A refusal gives its author the "Not saved" notice (refusal-notice.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { codeBody } from '../../contracts/error-codes.js';
import type { SyncResult } from '../../contracts/batch.js';
import { noteChange, noteOutcome } from '../http/change-concerns.js';
import { badRequest } from '../http/errors.js';
import { errorAnswer, noSuchAddress, type FailureSite } from '../http/error-handler.js';
import { addressRefusal, jsonTextRefusal, jsonValueRefusal } from '../http/input-guard.js';
import { pathOnly } from '../infra/safe-log.js';
import { formOfJson, type UploadedForm } from '../storage/uploads.js';
import { parseText, type Outcome } from '../http/idempotency.js';
import type { AuthUser } from '../auth/authenticate.js';
import { formHash, jsonHash } from './batch-identity.js';
import type { AddressedOperation } from './named-operation.js';
import { isRefusal, noticeRefusal } from './refusal-notice.js';

/** An operation found by its name or address, or the refusal of an address no command has. */
export type FoundOperation = AddressedOperation | ({ refusal: Parameters<typeof codeBody>[0] } & Pick<AddressedOperation, 'id'>);

/**
 * What a forwarded change may add: an upload's multipart `form`, the id a camp hub gave the row its create made, and
 * when the hub made it.
 */
interface Forwarded {
  form?: UploadedForm;
  createdId?: string;
  madeAt?: Date;
}

/**
 * Runs `op` as `user`, tells its author when it is refused, and notes whose data it changed for the poke.
 */
export async function runAsAuthor(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  op: FoundOperation,
  forwarded: Forwarded = {},
): Promise<SyncResult> {
  if ('refusal' in op) {
    const result = { id: op.id, status: 400, body: codeBody(op.refusal) };
    await tellRefusal(app, request, user, { id: op.id, method: 'POST', path: '' }, result);
    return result;
  }
  const result = await runOperation(app, request, user, op, forwarded);
  await tellRefusal(app, request, user, op, result);
  return result;
}

/** An answer to send again later (a 5xx, 429 or "still running"): later changes of the same thing wait behind it. */
export const toRetry = (result: Pick<SyncResult, 'status' | 'retry_after'>): boolean =>
  result.status >= 500 || result.status === 429 || result.retry_after !== undefined;

/** Tells the author of `op` when `result` refused it (also an unreadable change a camp hub forwarded, hub/unreadable-forward.ts). */
export async function tellRefusal(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  op: AddressedOperation,
  result: SyncResult,
): Promise<void> {
  if (!isRefusal(op, result)) return;
  await noticeRefusal(app.ctx, user.id, op, result);
  // The refusal's notice: the author's phones pull it.
  noteChange(request, [user.id]);
}

async function runOperation(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  op: AddressedOperation,
  { form, createdId, madeAt }: Forwarded,
): Promise<SyncResult> {
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
  // The command makes the row under the id the hub gave it; the key's hash below stays that of the input as sent.
  const body = withId(op.body, createdId);
  try {
    const outcome = await app.commands.perform(command, {
      user,
      params,
      query,
      body,
      form: async () => (form ? { ...form, fields: withId(form.fields, createdId) } : formOfJson(body)),
      site,
      ...(madeAt ? { madeAt } : {}),
      // Hashed as the same change sent alone would be: a JSON body as sent, a form by its fields and file.
      claim: { userId: user.id, key: op.id, hash: form ? formHash(op.method, url, form) : jsonHash(op.method, url, op.body) },
    });
    noteOutcome(request, outcome);
    // The body as the route sends it (a stored answer as it was first sent), its stored images' addresses signed.
    const plainReplay = outcome.replayed && (outcome.body === null || typeof outcome.body !== 'object');
    return result(outcome, plainReplay ? outcome.body : parseText(app.commands.text(command, outcome)));
  } catch (err) {
    return refused(err);
  }
}

/** The input with the row's id, when one is given and the input names none. */
function withId<T>(input: T, id: string | undefined): T {
  if (!id || typeof input !== 'object' || input === null || Array.isArray(input) || 'id' in input) return input;
  return { ...input, id };
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
