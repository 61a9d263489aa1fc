/**
 * The server inbox: stores a notice for each person, then (once the request's writes are committed)
 * pushes its title and a short line to their phones. The person who caused it is never among them.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { ServerNotification } from '../../contracts/notifications.js';
import type { AppContext } from '../context.js';
import { notifications } from '../db/schema/index.js';
import { pushTo } from './push-sender.js';
import { afterCommit } from './request-tx.js';

export interface Notice {
  title: string;
  message: string;
  type: 'info' | 'success' | 'warning' | 'error' | 'camp';
  actionPath: string;
  /** A refused queued change's key: at most one notice per person and change. */
  changeId?: string;
}

type NotificationRow = typeof notifications.$inferSelect;

/** Each person's removed notices: only their own phone hears of them. */
export const notificationsTombstone = (userId: string) => `notifications:${userId}`;

export function notificationOut(r: NotificationRow): ServerNotification {
  return { id: r.id, title: r.title, message: r.message, type: r.type, read: r.read, timestamp: r.createdAt.toISOString(), actionPath: r.actionPath ?? undefined, ...(r.changeId ? { changeId: r.changeId } : {}), source: 'server' };
}

/** Stores the notice for `userIds` (minus `except`) and pushes it to their subscribed phones. */
export async function notify(ctx: Pick<AppContext, 'db' | 'config'>, userIds: readonly string[], notice: Notice, except?: string): Promise<void> {
  const to = [...new Set(userIds)].filter((id) => id !== except);
  if (to.length === 0) return;
  // A notice already stored for the same change (a replayed refusal) is neither stored nor pushed again.
  const stored = await ctx.db.insert(notifications).values(to.map((userId) => ({ userId, ...notice }))).onConflictDoNothing().returning({ userId: notifications.userId });
  if (stored.length === 0) return;
  afterCommit(() => void pushTo(ctx, stored.map((r) => r.userId), { title: notice.title, body: notice.message, path: notice.actionPath }).catch((err: unknown) => console.error('Push not sent', err)));
}

/** The person's notices up to `before` (all when absent). */
export const ownNotices = (userId: string, before?: Date) =>
  and(eq(notifications.userId, userId), before ? lte(notifications.createdAt, before) : undefined);
