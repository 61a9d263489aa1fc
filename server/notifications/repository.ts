/** The server inbox and the Web Push subscriptions in the database. */
import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ServerNotification } from '../../contracts/notifications.js';
import { isNoticeKind, type NoticeKind, type NoticeParams } from '../../contracts/notifications-notices.js';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { keptReads, tablesOf } from '../db/table-changes.js';
import { householdMemberIds } from '../households/repository.js';
import { eventRegistrations, notifications, pushSubscriptions, users } from '../db/schema/index.js';
import { changedAfter, recordDeletion, type Since } from '../replication/delta.js';

type NotificationRow = typeof notifications.$inferSelect;

/** Each person's removed notices: only their own phone hears of them. */
export const notificationsTombstone = (userId: string) => `notifications:${userId}`;

/** The kind and values of a stored notice, when it has a kind the app knows. */
const said = (r: NotificationRow) => (isNoticeKind(r.kind) && r.params ? { kind: r.kind, params: r.params } : {});

function notificationOut(r: NotificationRow): ServerNotification {
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

const own = (userId: string) => eq(notifications.userId, userId);
/** The person's notices up to `before`. */
const ownUpTo = (userId: string, before: Date) => and(own(userId), lte(notifications.createdAt, before));
const ownOne = (userId: string, id: string) => and(own(userId), eq(notifications.id, id));

/** The person's inbox, newest first. */
export async function inbox(db: Db, userId: string): Promise<ServerNotification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(own(userId))
    .orderBy(sql`${notifications.createdAt} desc`);
  return rows.map(notificationOut);
}

/** The person's notices changed after `since`. */
export async function noticesSince(db: Db, userId: string, since: Since): Promise<ServerNotification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(own(userId), changedAfter(notifications.updatedAt, since)));
  return rows.map(notificationOut);
}

/** Marks one of the person's notices read; undefined when they have none by that id. */
export async function markRead(db: Db, userId: string, id: string): Promise<ServerNotification | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ read: true, updatedAt: sql`now()` })
    .where(ownOne(userId, id))
    .returning();
  return row && notificationOut(row);
}

/** Marks the person's unread notices up to `before` read; how many changed. */
export async function markAllRead(db: Db, userId: string, before: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true, updatedAt: sql`now()` })
    .where(and(ownUpTo(userId, before), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

async function removeWhere(db: Db, userId: string, where: SQL | undefined): Promise<number> {
  const rows = await db.delete(notifications).where(where).returning({ id: notifications.id });
  await recordDeletion(
    db,
    notificationsTombstone(userId),
    rows.map((r) => r.id),
  );
  return rows.length;
}

/**
 * Removes, from every inbox, the notices that lead to `actionPath` (a poll or event that is deleted), and tells each
 * person's phones through their tombstones; how many went.
 */
export async function removeNoticesLeadingTo(db: Db, actionPath: string): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(eq(notifications.actionPath, actionPath))
    .returning({ id: notifications.id, userId: notifications.userId });
  const byPerson = new Map<string, string[]>();
  for (const r of rows) byPerson.set(r.userId, [...(byPerson.get(r.userId) ?? []), r.id]);
  for (const [userId, ids] of byPerson) await recordDeletion(db, notificationsTombstone(userId), ids);
  return rows.length;
}

/** Removes one of the person's notices (and tells their phones); how many went. */
export const removeNotice = (db: Db, userId: string, id: string) => removeWhere(db, userId, ownOne(userId, id));

/** Removes the person's notices up to `before` (and tells their phones); how many went. */
export const clearNotices = (db: Db, userId: string, before: Date) => removeWhere(db, userId, ownUpTo(userId, before));

/** What a stored notice holds besides its person. */
export interface StoredNotice {
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

/** Stores the notice for each person; the ids of those it was stored for (one already stored for the same change is not again). */
export async function storeNotices(db: Db, userIds: string[], notice: StoredNotice): Promise<string[]> {
  // One row per person from one array (a literal of the ids, which are the database's own uuids): a broadcast
  // to a whole camp is a few parameters, not thousands.
  const stored = await rowsOf<{ user_id: string }>(
    db,
    sql`insert into ${notifications} (user_id, title, message, type, action_path, change_id, kind, params)
      select person, ${notice.title}, ${notice.message}, ${notice.type}, ${notice.actionPath}, ${notice.changeId ?? null},
        ${notice.kind ?? null}, ${notice.params ? JSON.stringify(notice.params) : null}::jsonb
      from unnest(${`{${userIds.join(',')}}`}::uuid[]) as person
      on conflict do nothing
      returning user_id`,
  );
  return stored.map((r) => r.user_id);
}

/** Who RSVPed to an event, with the members of their households (one member's RSVP is the household's). */
export async function eventAttendees(db: Db, eventId: string): Promise<string[]> {
  const rows = await db.select({ id: eventRegistrations.userId }).from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));
  const households = await Promise.all(rows.map((r) => householdMemberIds(db, r.id)));
  return [...new Set(households.flat())];
}

/** Every approved person. */
export async function approvedPeople(db: Db): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.status, 'approved'));
  return rows.map((u) => u.id);
}

/** One browser has one endpoint: a new sign-in on that phone takes it over. */
export async function saveSubscription(
  db: Db,
  userId: string,
  sub: { endpoint: string; keys: { p256dh: string; auth: string }; language: string },
): Promise<void> {
  const { endpoint, keys, language } = sub;
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, language })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: keys.p256dh, auth: keys.auth, language } });
}

export async function removeSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), inArray(pushSubscriptions.endpoint, [endpoint])));
}

type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The same people's subscriptions are read for every message to their conversation: kept while the table is unchanged. */
const keptSubscriptions = keptReads<string, SubscriptionRow[]>(tablesOf(pushSubscriptions), 500);

/** The push subscriptions of the people's phones. */
export const subscriptionsOf = async (db: Db, userIds: string[]): Promise<SubscriptionRow[]> =>
  (await keptSubscriptions(db, userIds.join(','), () =>
    db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds)),
  )) ?? [];

/** Forgets a subscription the push service no longer knows. */
export async function dropSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
