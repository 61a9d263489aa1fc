/** Outbox response handlers of events and polls (registered in apply-handlers.ts). */
import { storeEvent } from '../db/events-repo';
import { storePoll } from '../db/polls-repo';

export const applyEventRsvp = (body: unknown): Promise<void> => storeEvent(body);
export const applyPollVote = (body: unknown): Promise<void> => storePoll(body);
