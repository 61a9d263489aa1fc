import { areaCommands } from './command.js';
import { claimInputSchema, signupSheetSchema } from './signups.js';

/** Claiming or releasing a slot for one's family (contracts/command.ts), answered with the sheet. */
export const signupsCommands = areaCommands('signups', {
  claim: { method: 'POST', path: '/signups/{id}/slots/{slotId}/claim', body: claimInputSchema, answer: signupSheetSchema },
});
