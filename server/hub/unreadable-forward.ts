/**
 * A change a camp hub forwarded that the cloud cannot read (POST /api/hub/forward answers it its own 400): its author
 * hears it was not saved, as of any refused change (batch/run-operation.ts, refusal-notice.ts), with what can be
 * read of it: its key (the notice's change id, so the phone shows the notice instead of its own, and the hub sending
 * it again adds nothing) and its path (what was not saved; "Your change" when the path cannot be read). An author the
 * cloud no longer has is answered 410 hub_author_gone, as for a change it can read: there is nobody to tell.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { codeBody } from '../../contracts/error-codes.js';
import { forwardedOperationSchema } from '../../contracts/hub-forward.js';
import { activeUser } from '../auth/session.js';
import { tellRefusal } from '../batch/run-operation.js';

const field = forwardedOperationSchema.shape;

interface Answer {
  status: number;
  body: unknown;
}

/**
 * The change's key, or for a key the cloud cannot take (none, or too long to keep) one made from the whole change,
 * the same each time the hub sends it.
 */
function keyOf(sent: Record<string, unknown>): string {
  const key = field.key.safeParse(sent.key);
  return key.success ? key.data : `unreadable-${createHash('sha256').update(JSON.stringify(sent)).digest('hex')}`;
}

/** The answer to an unreadable forwarded change (`refused`, its 400), once its author, if the cloud has them, is told. */
export async function refuseUnreadable(
  app: FastifyInstance,
  request: FastifyRequest,
  sent: Record<string, unknown>,
  refused: Answer,
): Promise<Answer> {
  const userId = field.user_id.safeParse(sent.user_id);
  if (!userId.success) return refused;
  const author = await activeUser(app.ctx.db, userId.data);
  if (!author) return { status: 410, body: codeBody('hub_author_gone') };
  const id = keyOf(sent);
  const method = field.method.safeParse(sent.method).data ?? 'POST';
  const path = typeof sent.path === 'string' ? sent.path : '';
  await tellRefusal(app, request, author, { id, method, path }, { id, ...refused });
  return refused;
}
