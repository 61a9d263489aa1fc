import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { voteInputSchema } from '../../contracts/polls.js';
import { pollOptions, polls, pollVotes } from '../db/schema/index.js';
import { changedAfter } from '../lib/delta.js';
import { sendList } from '../lib/list-reply.js';
import { badRequest, conflict, notFound } from '../lib/http-error.js';
import { isLive, pollForUser, pollIdFrom, pollsForUser } from '../lib/poll-queries.js';
import { validate } from '../lib/validate.js';
import { requireUser } from '../plugins/auth.js';

/** Snap polls for campers (SPEC §7, §4.4): one vote per user, only while the poll is live (DECISIONS 8). */
export default function pollsRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  // The plain list, or with ?since= the changes for a delta pull (DECISIONS 11); a vote touches the poll row.
  app.get('/polls', async (request, reply) => {
    const user = requireUser(request);
    return sendList(request, reply, db, 'polls', (since) => pollsForUser(db, user.id, since && changedAfter(polls.updatedAt, since)));
  });

  app.post('/polls/:id/vote', async (request) => {
    const user = requireUser(request);
    const id = pollIdFrom(request.params);
    const { optionId } = validate(voteInputSchema, request.body);
    await db.transaction(async (tx) => {
      const [poll] = await tx.select().from(polls).where(eq(polls.id, id)).for('update');
      if (!poll) throw notFound('This poll no longer exists.');
      if (!poll.isActive) throw conflict('This poll has ended, so it no longer takes votes.');
      if (!isLive(poll)) throw conflict('This poll has expired, so it no longer takes votes.');
      const [already] = await tx.select({ optionId: pollVotes.optionId }).from(pollVotes).where(and(eq(pollVotes.pollId, id), eq(pollVotes.userId, user.id)));
      if (already) throw conflict('You have already voted on this poll.');
      const options = await tx.select({ id: pollOptions.id }).from(pollOptions).where(eq(pollOptions.pollId, id));
      if (!options.some((o) => o.id === optionId)) throw badRequest('That option is not part of this poll.');
      await tx.insert(pollVotes).values({ pollId: id, userId: user.id, optionId });
      await tx.update(polls).set({ updatedAt: new Date() }).where(eq(polls.id, id));
    });
    return pollForUser(db, id, user.id);
  });
}
