/**
 * Response handlers of the outbox: when the server accepts a row whose `apply` names a handler
 * here, the drain calls it with the response body to store the canonical entity in Dexie (and
 * clear its `_pending` mark). Each area adds one line. Handlers run in the page and in the service
 * worker: they may only use src/db (no window, no localStorage, no stores).
 */
import type { OutboxRow } from '../db/schema';
import { applyEventRsvp, applyPollVote } from './events-polls-apply';
import { applyPostComment, applyPostDeleted, applyPostLike, applyPostSaved } from './posts-apply';
import { applyPackingItem } from './packing-apply';
import { applyChatLeave, applyChatMessage } from './chat-apply';

export type ApplyHandler = (body: unknown, row: OutboxRow) => Promise<void>;

export const applyHandlers: Record<string, ApplyHandler> = {
  'event-rsvp': applyEventRsvp,
  'poll-vote': applyPollVote,
  'post-saved': applyPostSaved,
  'post-like': applyPostLike,
  'post-comment': applyPostComment,
  'post-deleted': applyPostDeleted,
  'packing-item': applyPackingItem,
  'chat-message': applyChatMessage,
  'chat-leave': applyChatLeave,
};
