import { successAnswerSchema } from './common.js';
import { areaCommands } from './command.js';
import { ruleInputSchema, ruleSchema } from './rules.js';

/** The camp rules, edited offline by admins and organizers (contracts/command.ts). */
export const rulesCommands = areaCommands('rules', {
  create: { method: 'POST', path: '/rules', body: ruleInputSchema, answer: ruleSchema, creates: true },
  update: { method: 'PUT', path: '/rules/{id}', body: ruleInputSchema, answer: ruleSchema },
  delete: { method: 'DELETE', path: '/rules/{id}', body: null, answer: successAnswerSchema },
});
