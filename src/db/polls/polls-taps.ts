/** A vote, as it reads before the database has it (its entry: polls.ts). */
import type { Poll } from '../../../contracts/polls';
import { withVote } from './poll-rules';
import { defineTap } from '../taps/tap-look';

export const pollTaps = {
  vote: defineTap<{ pollId: string; optionId: string }, Pick<Poll, 'id' | 'userVote' | 'totalVotes' | 'options'>>({
    table: 'polls',
    idOf: (a) => a.pollId,
    shows: (row, a) => row.userVote === a.optionId,
    show: (row, a) => withVote(row, a.optionId),
    notSaved: 'common:tapNotSaved.vote',
  }),
};
