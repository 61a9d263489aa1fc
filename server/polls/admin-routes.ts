import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { POLL_DEFAULT_DURATION_MS, pollInputSchema, pollSchema } from '../../contracts/polls.js';
import type { Db } from '../db/client.js';
import { pollOptions, polls } from '../db/schema/index.js';
import { recordDeletion } from '../replication/delta.js';
import { badRequest, notFound } from '../http/errors.js';
import { isLive, pollForUser, pollIdFrom } from './repository.js';
import { answers, idParams, successAnswer } from '../http/route-schemas.js';
import { requireRole } from '../auth/authenticate.js';
import { typedRoutes } from '../http/route-input.js';
import { noticeNewPoll } from '../notifications/camp-notices.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const CLOCK_SKEW_MS = 60_000;

/** The expiry of a poll form: none means 24 hours from now (SPEC §9); one in the past is refused (SPEC §5). */
function expiryFrom(value: string | null | undefined, now = Date.now()): Date {
  if (!value) return new Date(now + POLL_DEFAULT_DURATION_MS);
  const at = new Date(value);
  if (at.getTime() < now - CLOCK_SKEW_MS) throw badRequest('The expiry cannot be earlier than now.');
  return at;
}

/** Writes the option list in order; an option whose text is unchanged keeps its id and its votes. */
async function writeOptions(tx: Tx, pollId: string, texts: string[]): Promise<void> {
  const existing = await tx.select().from(pollOptions).where(eq(pollOptions.pollId, pollId));
  const kept = new Set<string>();
  for (const [position, text] of texts.entries()) {
    const same = existing.find((o) => o.text === text && !kept.has(o.id));
    if (same) {
      kept.add(same.id);
      await tx.update(pollOptions).set({ position }).where(eq(pollOptions.id, same.id));
    } else {
      await tx.insert(pollOptions).values({ pollId, text, position });
    }
  }
  const dropped = existing.filter((o) => !kept.has(o.id)).map((o) => o.id);
  if (dropped.length > 0) await tx.delete(pollOptions).where(inArray(pollOptions.id, dropped));
}

/** Snap Polls management (SPEC §7): admin only (DECISIONS, permissions). */
export default function adminPollsRoutes(fastify: FastifyInstance): void {
  const app = typedRoutes(fastify);
  const { db } = app.ctx;
  const tags = ['polls'];
  const one = answers({ 200: pollSchema });

  app.post('/admin/polls', { schema: { tags, body: pollInputSchema, response: answers({ 201: pollSchema }) } }, async (request, reply) => {
    const admin = requireRole(request, 'admin');
    const input = request.body;
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(polls)
        .values({ question: input.question, expiresAt: expiryFrom(input.expiresAt), createdBy: admin.id })
        .returning({ id: polls.id });
      if (!row) throw new Error('poll insert returned nothing');
      await writeOptions(tx, row.id, input.options);
      return row.id;
    });
    await noticeNewPoll(app.ctx, { id, question: input.question }, admin.id);
    return reply.status(201).send(await pollForUser(db, id, admin.id));
  });

  app.put('/admin/polls/:id', { schema: { tags, params: idParams, body: pollInputSchema, response: one } }, async (request) => {
    const admin = requireRole(request, 'admin');
    const id = pollIdFrom(request.params);
    const input = request.body;
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(polls)
        .set({ question: input.question, expiresAt: expiryFrom(input.expiresAt), updatedAt: new Date() })
        .where(eq(polls.id, id))
        .returning({ id: polls.id });
      if (changed.length === 0) throw notFound('This poll no longer exists.');
      await writeOptions(tx, id, input.options);
    });
    return pollForUser(db, id, admin.id);
  });

  // End Poll / Reactivate. Reactivating a poll past its expiry gives it a fresh 24 hours, or it would stay ended.
  app.put('/admin/polls/:id/toggle', { schema: { tags, params: idParams, response: one } }, async (request) => {
    const admin = requireRole(request, 'admin');
    const id = pollIdFrom(request.params);
    const [poll] = await db.select().from(polls).where(eq(polls.id, id));
    if (!poll) throw notFound('This poll no longer exists.');
    const live = isLive(poll);
    const expired = poll.expiresAt !== null && poll.expiresAt.getTime() <= Date.now();
    await db
      .update(polls)
      .set({
        isActive: !live,
        ...(!live && expired ? { expiresAt: new Date(Date.now() + POLL_DEFAULT_DURATION_MS) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(polls.id, id));
    return pollForUser(db, id, admin.id);
  });

  app.delete('/admin/polls/:id', { schema: { tags, params: idParams, response: answers({ 200: successAnswer }) } }, async (request) => {
    requireRole(request, 'admin');
    const id = pollIdFrom(request.params);
    await db.transaction(async (tx) => {
      const gone = await tx.delete(polls).where(eq(polls.id, id)).returning({ id: polls.id });
      if (gone.length === 0) throw notFound('This poll no longer exists.');
      await recordDeletion(tx, 'polls', [id]);
    });
    return { success: true };
  });
}
