/**
 * The server inbox: stores a notice for each person, then (once the request's writes are committed)
 * pushes its title and a short line to their phones. The person who caused it is never among them.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { PushPayload, ServerNotification } from '../../contracts/notifications.js';
import { isNoticeKind, noticeText, type NoticeKind, type NoticeParams } from '../../contracts/notifications-notices.js';
import type { AppContext } from '../context.js';
import { notifications } from '../db/schema/index.js';
import { errorSentenceIn } from './error-sentences.js';
import { pushTo } from './push-sender.js';
import { afterCommit } from '../http/request-tx.js';

export interface Notice {
  /** In English; a phone shows `kind` with `params` in its own language. */
  title: string;
  message: string;
  type: 'info' | 'success' | 'warning' | 'error' | 'camp';
  actionPath: string;
  /** A refused queued change's key: at most one notice per person and change. */
  changeId?: string;
  kind?: NoticeKind;
  params?: NoticeParams;
}

/** A notice of a kind of contracts/notifications-notices.ts: its English title and message, and what each phone needs to say it in its language. */
export function noticeOf(kind: NoticeKind, params: NoticeParams, type: Notice['type'], actionPath: string): Notice {
  return { ...noticeText(kind, params), type, actionPath, kind, params };
}

/** The push of a notice, written in a phone's language (a refusal's reason by its error code). */
export function pushOf(notice: Notice): (language: string) => PushPayload {
  return (language) => {
    const text = notice.kind && notice.params ? noticeText(notice.kind, notice.params, language, errorSentenceIn) : notice;
    return { title: text.title, body: text.message, path: notice.actionPath };
  };
}

type NotificationRow = typeof notifications.$inferSelect;

/** Each person's removed notices: only their own phone hears of them. */
export const notificationsTombstone = (userId: string) => `notifications:${userId}`;

/** The kind and values of a stored notice, when it has a kind the app knows. */
const said = (r: NotificationRow) => (isNoticeKind(r.kind) && r.params ? { kind: r.kind, params: r.params } : {});

export function notificationOut(r: NotificationRow): ServerNotification {
  return {
    id: r.id,
    title: r.title,
    message: r.message,
    type: r.type,
    read: r.read,
    timestamp: r.createdAt.toISOString(),
    actionPath: r.actionPath ?? undefined,
    ...(r.changeId ? { changeId: r.changeId } : {}),
    ...said(r),
    source: 'server',
  };
}

/** Stores the notice for `userIds` (minus `except`) and pushes it to their subscribed phones. */
export async function notify(
  ctx: Pick<AppContext, 'db' | 'config'>,
  userIds: readonly string[],
  notice: Notice,
  except?: string,
): Promise<void> {
  const to = [...new Set(userIds)].filter((id) => id !== except);
  if (to.length === 0) return;
  // A notice already stored for the same change (a replayed refusal) is neither stored nor pushed again.
  const stored = await ctx.db
    .insert(notifications)
    .values(to.map((userId) => ({ userId, ...notice })))
    .onConflictDoNothing()
    .returning({ userId: notifications.userId });
  if (stored.length === 0) return;
  afterCommit(
    () =>
      void pushTo(
        ctx,
        stored.map((r) => r.userId),
        pushOf(notice),
      ).catch((err: unknown) => console.error('Push not sent', err)),
  );
}

/** The person's notices up to `before` (all when absent). */
export const ownNotices = (userId: string, before?: Date) =>
  and(eq(notifications.userId, userId), before ? lte(notifications.createdAt, before) : undefined);
