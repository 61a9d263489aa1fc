import { areaCommands } from './command.js';
import { eventSchema, partyInputSchema } from './events.js';

/** RSVPs and places in line (contracts/command.ts): each answers the event as the caller now sees it. */
export const eventsCommands = areaCommands('events', {
  register: { method: 'POST', path: '/events/{id}/register', body: partyInputSchema, answer: eventSchema },
  unregister: { method: 'DELETE', path: '/events/{id}/register', body: null, answer: eventSchema },
  'waitlist.join': { method: 'POST', path: '/events/{id}/waitlist', body: partyInputSchema, answer: eventSchema },
  'waitlist.leave': { method: 'DELETE', path: '/events/{id}/waitlist', body: null, answer: eventSchema },
});
