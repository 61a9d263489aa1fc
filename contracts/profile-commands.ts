import { areaCommands } from './command.js';
import { updateProfileRequestSchema, updateProfileResponseSchema } from './profile.js';

/** The person's own record, changed offline (contracts/command.ts). */
export const profileCommands = areaCommands('profile', {
  update: { method: 'PUT', path: '/users/me', body: updateProfileRequestSchema, answer: updateProfileResponseSchema },
});
