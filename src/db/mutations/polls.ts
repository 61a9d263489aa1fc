/** A vote (POST /polls/{id}/vote) shows at once; a refusal (poll ended, already voted) rolls it back. */
import { pollSchema } from '../../../contracts/polls';
import { canVote, withVote } from '../../lib/poll-rules';
import { db } from '../schema';
import type { MutationDef } from './types';

export interface VoteArgs {
  pollId: string;
  optionId: string;
}

const vote: MutationDef<VoteArgs> = {
  async plan({ pollId, optionId }) {
    const current = await db.polls.get(pollId);
    if (!current || !current.options.some((o) => o.id === optionId) || !canVote(current, optionId, false)) return null;
    return {
      entity: `poll-vote:${pollId}`,
      request: { method: 'POST', path: `/polls/${pollId}/vote`, body: { optionId } },
      coalesce: 'append',
      label: { key: 'outbox:label.vote', values: { question: current.question } },
    };
  },
  async apply({ pollId, optionId }) {
    const before = await db.polls.get(pollId);
    if (!before) return [];
    await db.polls.put({ ...withVote(before, optionId), _pending: true });
    return [{ table: 'polls', key: pollId, value: before }];
  },
  async settle(answer) {
    await db.polls.put(pollSchema.parse(answer));
  },
};

export const pollMutations = { 'poll.vote': vote };
