import { createContext } from 'react';

/**
 * Another RSVP action is running: only one at a time (SPEC §4.2). The event list says so through a
 * context, so a tap redraws every card's buttons, not every card.
 */
export const RsvpLock = createContext(false);
