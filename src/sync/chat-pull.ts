/**
 * Chat pulls: the conversation list (a plain full list) and each opened conversation's messages,
 * fetched in full the first time and as `?since=` deltas afterwards, so its history stays readable offline.
 */
import { getConversation, getMessages, getMessagesSince } from '../api/chat';
import { statusOf } from '../api/http-status';
import { putConversation, removeConversation, storeMessages } from '../db/chat-repo';
import { getMeta, setMeta } from '../db/meta-repo';
import { pullTable, type PullOutcome, type PullSpec } from './pull';

export const conversationsPull: PullSpec = { path: '/conversations', table: 'conversations' };

export const pullConversations = (): Promise<PullOutcome> => pullTable(conversationsPull);

const cursorKey = (id: string) => `chat-cursor:${id}`;

function outcomeOf(err: unknown): PullOutcome {
  const status = statusOf(err);
  if (status !== undefined) return status === 401 ? 'signed-out' : 'failed';
  return typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'failed';
}

/** Refreshes one conversation's messages in Dexie (and marks others' messages read on the server). */
export async function pullMessages(conversationId: string): Promise<PullOutcome> {
  try {
    const cursor = await getMeta<string>(cursorKey(conversationId));
    const requestedAt = Date.now();
    if (cursor) {
      const delta = await getMessagesSince(conversationId, cursor);
      await storeMessages(conversationId, delta.items, delta.deleted, false);
      await setMeta(cursorKey(conversationId), delta.cursor);
    } else {
      const started = new Date(Date.now() - 5000).toISOString();
      await storeMessages(conversationId, await getMessages(conversationId), [], true, requestedAt);
      await setMeta(cursorKey(conversationId), started);
    }
    return 'updated';
  } catch (err) {
    if (statusOf(err) === 403) await removeConversation(conversationId);
    return outcomeOf(err);
  }
}

/** Reloads one conversation (members changed); gone when the user is no longer a member. */
export async function refreshConversation(conversationId: string): Promise<void> {
  try {
    await putConversation(await getConversation(conversationId));
  } catch (err) {
    const status = statusOf(err);
    if (status === 403 || status === 404) await removeConversation(conversationId);
  }
}
