import { areaCommands } from './command.js';
import { myRollCallSchema, rollCallAnswerSchema } from './rollcalls.js';

/** Answering a roll call (contracts/command.ts). */
export const rollcallsCommands = areaCommands('rollcalls', {
  answer: { method: 'POST', path: '/roll-calls/{id}/answer', body: rollCallAnswerSchema, answer: myRollCallSchema },
});
