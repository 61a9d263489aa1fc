import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Poll } from '../../contracts/polls.js';
import type { Db } from '../db/client.js';
import { pollOptions, polls, pollVotes } from '../db/schema/index.js';
import { notFound } from '../http/errors.js';
import { uuidParam } from '../http/uuid-param.js';

export const pollIdFrom = (params: unknown): string => uuidParam(params, 'This poll no longer exists.');

/** A poll is live while not ended by an admin and not past its expiry (SPEC §4.4). */
export function isLive(row: { isActive: boolean; expiresAt: Date | null }, now = Date.now()): boolean {
  return row.isActive && (!row.expiresAt || row.expiresAt.getTime() > now);
}

/** Polls, newest first, with vote counts and `userId`'s vote; `where` narrows them. */
export async function pollsForUser(db: Db, userId: string, where?: SQL): Promise<Poll[]> {
  const rows = await db.select().from(polls).where(where).orderBy(desc(polls.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((p) => p.id);
  const [options, tallies, mine] = await Promise.all([
    db.select().from(pollOptions).where(inArray(pollOptions.pollId, ids)).orderBy(asc(pollOptions.position)),
    db
      .select({ optionId: pollVotes.optionId, n: count() })
      .from(pollVotes)
      .where(inArray(pollVotes.pollId, ids))
      .groupBy(pollVotes.optionId),
    db.select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId }).from(pollVotes).where(eq(pollVotes.userId, userId)),
  ]);
  const votesOf = new Map(tallies.map((t) => [t.optionId, Number(t.n)]));
  const myVote = new Map(mine.map((v) => [v.pollId, v.optionId]));
  return rows.map((p) => {
    const opts = options.filter((o) => o.pollId === p.id).map((o) => ({ id: o.id, text: o.text, votes: votesOf.get(o.id) ?? 0 }));
    return {
      id: p.id,
      question: p.question,
      options: opts,
      isActive: isLive(p),
      createdAt: p.createdAt.toISOString(),
      expiresAt: p.expiresAt ? p.expiresAt.toISOString() : null,
      totalVotes: opts.reduce((sum, o) => sum + o.votes, 0),
      userVote: myVote.get(p.id) ?? null,
    };
  });
}

export async function pollForUser(db: Db, id: string, userId: string): Promise<Poll> {
  const [poll] = await pollsForUser(db, userId, eq(polls.id, id));
  if (!poll) throw notFound('This poll no longer exists.');
  return poll;
}
