/** A vote (POST /polls/{id}/vote) shows at once; a refusal (poll ended, already voted) rolls it back. */
import { outboxRequest } from '../../../contracts/commands';
import { pollSchema } from '../../../contracts/polls';
import { canVote } from './poll-rules';
import { db } from '../schema';
import { defineArea } from '../mutations/area-names';
import { changeRow, defineMutation } from '../mutations/define';
import { pollTaps } from './polls-taps';

export const pollMutations = defineArea('polls', {
  vote: defineMutation({
    tap: pollTaps.vote,
    async plan({ pollId, optionId }) {
      const current = await db.polls.get(pollId);
      if (!current || !current.options.some((o) => o.id === optionId) || !canVote(current, optionId, false)) return null;
      return {
        entity: `poll-vote:${pollId}`,
        request: outboxRequest('polls.vote', { id: pollId, body: { optionId } }),
        coalesce: 'append',
        label: { key: 'outbox:label.vote', values: { question: current.question } },
      };
    },
    apply: (args) => changeRow(db.polls, args.pollId, (poll) => pollTaps.vote.show(poll, args)),
    async settle(answer) {
      await db.polls.put(pollSchema.parse(answer));
    },
    answerIsRow: true,
  }),
});
