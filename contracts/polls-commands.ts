import { areaCommands } from './command.js';
import { pollSchema, voteInputSchema } from './polls.js';

/** A vote (contracts/command.ts), answered with the poll as it now stands. */
export const pollsCommands = areaCommands('polls', {
  vote: { method: 'POST', path: '/polls/{id}/vote', body: voteInputSchema, answer: pollSchema },
});
