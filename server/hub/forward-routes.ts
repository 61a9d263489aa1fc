/**
 * POST /api/hub/forward: the changes a camp hub accepted, sent up in the hub's order once its link works. Each
 * runs as its author made it, with the phone's Idempotency-Key, through the same door as an operation of
 * POST /api/sync (batch/run-operation.ts): the same rules, so the cloud's verdict stands, and a refused change's
 * author gets the "Not saved" notice, which reaches their phone at camp through the hub's next pull. A change
 * the phone also sent to the cloud itself is answered its stored result, never made twice. A change the cloud
 * cannot read is answered a 400 of its own, so the hub marks it refused and goes on, and its author is told too
 * (unreadable-forward.ts). The answers stop at the first one to retry (the hub sends it and those after it again,
 * in order).
 */
import type { FastifyInstance } from 'fastify';
import { codeBody } from '../../contracts/error-codes.js';
import {
  forwardedOperationSchema,
  hubForwardRequestSchema,
  hubForwardResponseSchema,
  type ForwardedOperation,
  type ForwardedResult,
} from '../../contracts/hub-forward.js';
import { PHOTO_MAX_BYTES } from '../../contracts/photo-rules.js';
import { activeUser } from '../auth/session.js';
import { noteChange } from '../http/change-concerns.js';
import { errorAnswer, failureSite } from '../http/error-handler.js';
import { validate } from '../http/validate.js';
import { answers } from '../http/route-schemas.js';
import { routeGroup } from '../http/route-input.js';
import type { UploadedForm } from '../storage/uploads.js';
import { addressOf } from '../batch/named-operation.js';
import { runAsAuthor, tellRefusal, toRetry } from '../batch/run-operation.js';
import { requireHubKey } from './hub-key-auth.js';
import { refuseUnreadable } from './unreadable-forward.js';

/** A forwarded request carries a few changes and at most one photo's bytes in base64 beside them (when the hub no longer holds what it made of it). */
const FORWARD_BODY_LIMIT = 2 * PHOTO_MAX_BYTES + 8 * 1024 * 1024;

/**
 * A forwarded upload's form, its file decoded; a file larger than a photo may be is refused as a phone's would be. A
 * photo the hub made is named by its keys (its files were put before, hub-photo-routes.ts).
 */
function formOf(op: ForwardedOperation): UploadedForm | 'too large' | undefined {
  if (!op.form) return undefined;
  const { fields, file } = op.form;
  if (!file) return { fields };
  if (!('base64' in file)) return { fields, file };
  const bytes = Buffer.from(file.base64, 'base64');
  if (bytes.length > PHOTO_MAX_BYTES) return 'too large';
  return { fields, file: { field: file.field, filename: file.filename, bytes } };
}

export default function hubForwardRoutes(fastify: FastifyInstance): void {
  const { app, tags, db } = routeGroup(fastify, 'hub');

  app.post(
    '/hub/forward',
    {
      preHandler: requireHubKey,
      bodyLimit: FORWARD_BODY_LIMIT,
      schema: { tags, body: hubForwardRequestSchema, response: answers({ 200: hubForwardResponseSchema }) },
    },
    async (request) => {
      const results: ForwardedResult[] = [];
      // Each change says whose data it changed, as in a batch.
      noteChange(request, []);
      for (const sent of request.body.operations) {
        const answer = (status: number, body: unknown) => results.push({ seq: sent.seq, status, body });
        let op: ForwardedOperation;
        try {
          op = validate(forwardedOperationSchema, sent);
        } catch (err) {
          const refused = await refuseUnreadable(fastify, request, sent, errorAnswer(err, failureSite(request)));
          answer(refused.status, refused.body);
          continue;
        }
        const author = await activeUser(db, op.user_id);
        if (!author) {
          answer(410, codeBody('hub_author_gone'));
          continue;
        }
        const form = formOf(op);
        if (form === 'too large') {
          // Refused before it runs, as any refused change its author hears of it.
          const refused = { id: op.key, status: 413, body: codeBody('file_too_large') };
          await tellRefusal(fastify, request, author, { id: op.key, method: op.method, path: op.path }, refused);
          answer(refused.status, refused.body);
          continue;
        }
        const { command, params } = op;
        const addressed = addressOf({
          id: op.key,
          method: op.method,
          path: op.path,
          body: op.body,
          ...(command !== undefined ? { command } : {}),
          ...(params !== undefined ? { params } : {}),
        });
        const result = await runAsAuthor(fastify, request, author, 'refusal' in addressed ? { ...addressed, id: op.key } : addressed, {
          ...(form ? { form } : {}),
          ...(op.created_id ? { createdId: op.created_id } : {}),
          ...(op.made_at ? { madeAt: new Date(op.made_at) } : {}),
        });
        const { id: _key, ...answered } = result;
        results.push({ seq: op.seq, ...answered });
        if (toRetry(result)) break;
      }
      return { results };
    },
  );
}
