/**
 * The server inbox: stores a notice for each person, then (once the request's writes are committed)
 * pushes its title and a short line to their phones. The person who caused it is never among them.
 */
import type { PushPayload } from '../../contracts/notifications.js';
import { noticeText, type NoticeKind, type NoticeParams } from '../../contracts/notifications-notices.js';
import type { AppContext } from '../context.js';
import { errorSentenceIn } from './error-sentences.js';
import { seededTextIn } from './seed-names.js';
import { storeNotices, type StoredNotice } from './repository.js';
import { pushTo } from './push-sender.js';
import { afterCommit } from '../http/request-tx.js';

/** A notice as stored for each person (server/notifications/repository.ts). */
export type Notice = StoredNotice;

/** A notice of a kind of contracts/notifications-notices.ts: its English title and message, and what each phone needs to say it in its language. */
export function noticeOf(kind: NoticeKind, params: NoticeParams, type: Notice['type'], actionPath: string): Notice {
  return { ...noticeText(kind, params), type, actionPath, kind, params };
}

/** Its values in a phone's language: a sample camp event by its name there. */
const paramsIn = (params: NoticeParams, language: string): NoticeParams =>
  params.event === undefined ? params : { ...params, event: seededTextIn(params.event, language) };

/** The push of a notice, written in a phone's language (a refusal's reason by its error code, a sample event by its name there). */
function pushOf(notice: Notice): (language: string) => PushPayload {
  return (language) => {
    const text =
      notice.kind && notice.params ? noticeText(notice.kind, paramsIn(notice.params, language), language, errorSentenceIn) : notice;
    return { title: text.title, body: text.message, path: notice.actionPath };
  };
}

/**
 * Stores the notice for `userIds` (minus `except`) and pushes it to their subscribed phones. `store` is
 * the transaction to store it in when that is not `ctx.db` (the push, after the commit, reads `ctx.db`).
 */
export async function notify(
  ctx: Pick<AppContext, 'db' | 'config'>,
  userIds: readonly string[],
  notice: Notice,
  except?: string,
  store: AppContext['db'] = ctx.db,
): Promise<void> {
  const to = [...new Set(userIds)].filter((id) => id !== except);
  if (to.length === 0) return;
  // A notice already stored for the same change (a replayed refusal) is neither stored nor pushed again.
  const stored = await storeNotices(store, to, notice);
  if (stored.length === 0) return;
  afterCommit(() => void pushTo(ctx, stored, pushOf(notice)).catch((err: unknown) => console.error('Push not sent', err)));
}
