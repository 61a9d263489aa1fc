/**
 * Snap polls on the phone. A vote goes through the outbox (POST /polls/{id}/vote, entity
 * 'poll-vote:<id>') and shows at once; a refusal (poll ended, already voted) rolls it back.
 */
import { pollSchema } from '../../contracts/polls';
import { canVote, withVote } from '../lib/poll-rules';
import { setMeta } from './meta-repo';
import { enqueue } from './outbox';
import { db, type OutboxRow } from './schema';

/** Meta key of the vote on the default poll of SPEC §8, which exists on no server. */
export const DEFAULT_POLL_VOTE = 'default-poll-vote';

/** Queues a vote; null when it cannot be cast (no such poll or option, already voted, poll not open). */
export async function castVote(pollId: string, optionId: string): Promise<OutboxRow | null> {
  const current = await db.polls.get(pollId);
  if (!current || !current.options.some((o) => o.id === optionId) || !canVote(current, optionId, false)) return null;
  return enqueue(
    {
      entity: `poll-vote:${pollId}`,
      method: 'POST',
      path: `/polls/${pollId}/vote`,
      body: { optionId },
      coalesce: 'append',
      apply: 'poll-vote',
      label: `Vote on '${current.question}'`,
    },
    async () => {
      const before = await db.polls.get(pollId);
      if (!before) return [];
      await db.polls.put({ ...withVote(before, optionId), _pending: true });
      return [{ table: 'polls', key: pollId, value: before }];
    },
  );
}

/** The server's copy of one poll (after a vote or an admin change). */
export async function storePoll(body: unknown): Promise<void> {
  await db.polls.put(pollSchema.parse(body));
}

export async function removePoll(id: string): Promise<void> {
  await db.polls.delete(id);
}

/** Keeps the vote on the default poll on this phone (it is shown only when no real poll could be loaded). */
export async function saveDefaultPollVote(optionId: string): Promise<void> {
  await setMeta(DEFAULT_POLL_VOTE, optionId);
}
