/** Every read and write of polls, their options and votes; reads in the shape of SPEC §3 (Poll) for one person. */
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Poll } from '../../contracts/polls.js';
import { isPollOpen } from '../../contracts/polls-rules.js';
import type { Db, Tx } from '../db/client.js';
import { ownRowsExport, type ExportPart } from '../db/own-rows.js';
import { insertWithChildren, readWithChildren, writeOrderedChildren } from '../db/ordered-children.js';
import { deleteRow, updateRow } from '../db/rows.js';
import { idsWhere, type RemovePersonRows } from '../db/person-removal.js';
import { pollOptions, polls, pollVotes } from '../db/schema/index.js';
import { clientId } from '../http/client-created.js';
import { badRequest, conflict, notFound, theRowOr404 } from '../http/errors.js';
import { uuidParam } from '../http/uuid-param.js';
import { changedOrTouched, recordDeletion, recordTouch, recordTouches, type Since } from '../replication/delta.js';

export type PollRow = typeof polls.$inferSelect;

export const pollIdFrom = (params: unknown): string => uuidParam(params, 'poll_gone');

/** Polls and their options. */
const pollsWithOptions = { parents: polls, children: pollOptions, parentOf: pollOptions.pollId };

/** Polls, newest first, with vote counts and `userId`'s vote; `where` narrows them. */
function pollsWhere(db: Db, userId: string, where?: SQL): Promise<Poll[]> {
  return readWithChildren(db, pollsWithOptions, where, {
    alongside: async (ids) => {
      const [tallies, mine] = await Promise.all([
        db
          .select({ optionId: pollVotes.optionId, n: count() })
          .from(pollVotes)
          .where(inArray(pollVotes.pollId, ids))
          .groupBy(pollVotes.optionId),
        db.select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId }).from(pollVotes).where(eq(pollVotes.userId, userId)),
      ]);
      return {
        votesOf: new Map(tallies.map((t) => [t.optionId, Number(t.n)])),
        myVote: new Map(mine.map((v) => [v.pollId, v.optionId])),
      };
    },
    view: (p, options, { votesOf, myVote }) => {
      const opts = options.map((o) => ({ id: o.id, text: o.text, votes: votesOf.get(o.id) ?? 0 }));
      return {
        id: p.id,
        question: p.question,
        options: opts,
        isActive: isPollOpen(p),
        createdAt: p.createdAt.toISOString(),
        expiresAt: p.expiresAt ? p.expiresAt.toISOString() : null,
        totalVotes: opts.reduce((sum, o) => sum + o.votes, 0),
        userVote: myVote.get(p.id) ?? null,
      };
    },
  });
}

/** Every poll, or with `since` those created, edited or voted on since (a vote touches its poll). */
export function pollsForUser(db: Db, userId: string, since?: Since): Promise<Poll[]> {
  return pollsWhere(db, userId, since && changedOrTouched(polls.updatedAt, polls.id, 'polls', since));
}

export function pollForUser(db: Db, id: string, userId: string): Promise<Poll> {
  return theRowOr404(pollsWhere(db, userId, eq(polls.id, id)), 'poll_gone');
}

export async function pollRow(db: Db, id: string): Promise<PollRow | undefined> {
  const [poll] = await db.select().from(polls).where(eq(polls.id, id));
  return poll;
}

/** Writes the option list in order; an option whose text is unchanged keeps its id and its votes. */
async function writeOptions(tx: Tx, pollId: string, texts: string[]): Promise<void> {
  await writeOrderedChildren(pollId, await tx.select().from(pollOptions).where(eq(pollOptions.pollId, pollId)), texts, {
    matches: (text, option) => option.text === text,
    keyOf: (text) => text,
    update: (option, _text, position) => tx.update(pollOptions).set({ position }).where(eq(pollOptions.id, option.id)),
    insert: async (text, position, id) =>
      (await tx.insert(pollOptions).values({ id, pollId, text, position }).onConflictDoNothing().returning({ id: pollOptions.id })).length >
      0,
    remove: (ids) => tx.delete(pollOptions).where(inArray(pollOptions.id, ids)),
  });
}

/** Stores a poll with its options (with the client's id when it sent one); undefined when that id is already taken. */
export function createPoll(
  db: Db,
  id: string | undefined,
  poll: Pick<PollRow, 'question' | 'expiresAt' | 'createdBy'>,
  options: string[],
): Promise<string | undefined> {
  return insertWithChildren(db, polls, { ...clientId(id), ...poll }, (tx, made) => writeOptions(tx, made, options));
}

/** Rewrites a poll's question, expiry and options; a 404 when it is gone. */
export async function updatePoll(db: Db, id: string, poll: Pick<PollRow, 'question' | 'expiresAt'>, options: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await updateRow(tx, polls, id, poll))) throw notFound('poll_gone');
    await writeOptions(tx, id, options);
  });
}

/** Ends or reactivates a poll (a new expiry with it when given). */
export async function setPollActive(db: Db, id: string, isActive: boolean, expiresAt?: Date): Promise<void> {
  await db
    .update(polls)
    .set({ isActive, ...(expiresAt ? { expiresAt } : {}), updatedAt: new Date() })
    .where(eq(polls.id, id));
}

/** Deletes a poll (options and votes go with it) and notes the deletion for delta pulls; a 404 when it is gone. */
export async function deletePoll(db: Db, id: string): Promise<void> {
  if (!(await deleteRow(db, polls, id, (tx, gone) => recordDeletion(tx, 'polls', gone)))) throw notFound('poll_gone');
}

/** Records `userId`'s vote: only one per person, only while the poll is live (DECISIONS 8); else the refusal. */
export async function castVote(db: Db, id: string, userId: string, optionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // A shared lock: voters go side by side, while ending or editing the poll waits for them.
    const [poll] = await tx.select().from(polls).where(eq(polls.id, id)).for('share');
    if (!poll) throw notFound('poll_gone');
    if (!poll.isActive) throw conflict('poll_ended');
    if (!isPollOpen(poll)) throw conflict('poll_expired');
    const [already] = await tx
      .select({ optionId: pollVotes.optionId })
      .from(pollVotes)
      .where(and(eq(pollVotes.pollId, id), eq(pollVotes.userId, userId)));
    if (already) throw conflict('poll_already_voted');
    const options = await tx.select({ id: pollOptions.id }).from(pollOptions).where(eq(pollOptions.pollId, id));
    if (!options.some((o) => o.id === optionId)) throw badRequest('poll_option_unknown');
    // Two phones of one camper voting at once: the second is told, as if it had come after.
    const added = await tx
      .insert(pollVotes)
      .values({ pollId: id, userId, optionId })
      .onConflictDoNothing()
      .returning({ userId: pollVotes.userId });
    if (added.length === 0) throw conflict('poll_already_voted');
    await recordTouch(tx, 'polls', id);
  });
}

/** The person's votes for their data export, in the order they were given. */
export const pollsExport: ExportPart<'votes'> = ownRowsExport('votes', {
  owner: pollVotes.userId,
  join: [
    [pollVotes.pollId, polls.id],
    [pollVotes.optionId, pollOptions.id],
  ],
  order: pollVotes.createdAt,
  columns: [pollVotes.pollId, polls.question, { option: pollOptions.text }, pollVotes.createdAt],
});

/** The polls' part of removing a person: the polls they voted in are touched (their votes go with them). */
export const removePollRows: RemovePersonRows = async (tx, { userId }) => {
  const voted = await idsWhere(tx, pollVotes.pollId, eq(pollVotes.userId, userId));
  return { tell: () => recordTouches(tx, 'polls', voted) };
};
