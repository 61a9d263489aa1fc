import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pollSchema, voteInputSchema } from '../../contracts/polls.js';
import { pollOptions, polls, pollVotes } from '../db/schema/index.js';
import { changedOrTouched, recordTouch } from '../replication/delta.js';
import { sendList } from '../http/list-reply.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { isLive, pollForUser, pollIdFrom, pollsForUser } from './repository.js';
import { answers, idParams, listOrDelta, sinceQuery } from '../http/route-schemas.js';
import { requireUser } from '../auth/authenticate.js';
import { typedRoutes } from '../http/route-input.js';

/** Snap polls for campers (SPEC §7, §4.4): one vote per user, only while the poll is live (DECISIONS 8). */
export default function pollsRoutes(fastify: FastifyInstance): void {
  const app = typedRoutes(fastify);
  const { db } = app.ctx;

  // The plain list, or with ?since= the changes for a delta pull (DECISIONS 11); a vote touches the poll row.
  app.get(
    '/polls',
    { schema: { tags: ['polls'], querystring: sinceQuery, response: answers({ 200: listOrDelta(pollSchema) }) } },
    async (request, reply) => {
      const user = requireUser(request);
      return sendList(request, reply, db, 'polls', (since) =>
        pollsForUser(db, user.id, since && changedOrTouched(polls.updatedAt, polls.id, 'polls', since)),
      );
    },
  );

  app.post(
    '/polls/:id/vote',
    { schema: { tags: ['polls'], params: idParams, body: voteInputSchema, response: answers({ 200: pollSchema }) } },
    async (request) => {
      const user = requireUser(request);
      const id = pollIdFrom(request.params);
      const { optionId } = request.body;
      await db.transaction(async (tx) => {
        // A shared lock: voters go side by side, while ending or editing the poll waits for them.
        const [poll] = await tx.select().from(polls).where(eq(polls.id, id)).for('share');
        if (!poll) throw notFound('This poll no longer exists.');
        if (!poll.isActive) throw conflict('This poll has ended, so it no longer takes votes.');
        if (!isLive(poll)) throw conflict('This poll has expired, so it no longer takes votes.');
        const [already] = await tx
          .select({ optionId: pollVotes.optionId })
          .from(pollVotes)
          .where(and(eq(pollVotes.pollId, id), eq(pollVotes.userId, user.id)));
        if (already) throw conflict('You have already voted on this poll.');
        const options = await tx.select({ id: pollOptions.id }).from(pollOptions).where(eq(pollOptions.pollId, id));
        if (!options.some((o) => o.id === optionId)) throw badRequest('That option is not part of this poll.');
        // Two phones of one camper voting at once: the second is told, as if it had come after.
        const added = await tx
          .insert(pollVotes)
          .values({ pollId: id, userId: user.id, optionId })
          .onConflictDoNothing()
          .returning({ userId: pollVotes.userId });
        if (added.length === 0) throw conflict('You have already voted on this poll.');
        await recordTouch(tx, 'polls', id);
      });
      return pollForUser(db, id, user.id);
    },
  );
}
