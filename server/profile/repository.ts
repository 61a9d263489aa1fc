/** People in the database: the directory, profiles, User Management, avatars, deletion requests and purge. */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Role } from '../../contracts/common.js';
import type { Db } from '../db/client.js';
import { conversationMembers, conversations, instagramAccounts, posts, users } from '../db/schema/index.js';
import type { UserRow } from '../auth/repository.js';
import { changedAfter, recordDeletion, type Since } from '../replication/delta.js';

const listed = and(eq(users.status, 'approved'), isNull(users.deletionRequestedAt));

/** The camp directory: approved people who have not asked to be deleted, by name; with `since`, those changed after it. */
export const directory = (db: Db, since?: Since): Promise<UserRow[]> =>
  db
    .select()
    .from(users)
    .where(and(listed, since && changedAfter(users.updatedAt, since)))
    .orderBy(asc(users.firstName), asc(users.lastName));

/** The person's own record when it changed after `since`. */
export const ownRecord = (db: Db, id: string, since: Since): Promise<UserRow[]> =>
  db
    .select()
    .from(users)
    .where(and(eq(users.id, id), changedAfter(users.updatedAt, since)));

/** Every account, newest first (User Management). */
export const allUsers = (db: Db): Promise<UserRow[]> => db.select().from(users).orderBy(desc(users.createdAt));

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

async function setUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user;
}

/** Personal info: absent fields are left as they are (drizzle skips undefined); nulls clear them. */
export const updateProfile = (
  db: Db,
  id: string,
  fields: Pick<Partial<UserRow>, 'firstName' | 'lastName' | 'phone' | 'emergencyContact' | 'dietaryRestrictions'>,
) => setUser(db, id, fields);

export const setRole = (db: Db, id: string, role: Role) => setUser(db, id, { role });

export const setStatus = (db: Db, id: string, status: UserRow['status']) => setUser(db, id, { status });

/**
 * Locks every active administrator (in one order, so two admins acting on each other at once take
 * turns) until the transaction `tx` ends; their ids.
 */
export async function lockActiveAdmins(tx: Db): Promise<string[]> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), listed))
    .orderBy(asc(users.id))
    .for('update');
  return admins.map((a) => a.id);
}

/** The new avatar; the person's posts and conversations are stamped changed, as the avatar shows in the feed and in chat. */
export async function setAvatar(db: Db, userId: string, avatarUrl: string): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const user = await setUser(tx, userId, { avatarUrl });
    await tx
      .update(posts)
      .set({ updatedAt: sql`now()` })
      .where(eq(posts.userId, userId));
    const mine = tx
      .select({ id: conversationMembers.conversationId })
      .from(conversationMembers)
      .where(eq(conversationMembers.userId, userId));
    await tx
      .update(conversations)
      .set({ updatedAt: sql`now()` })
      .where(inArray(conversations.id, mine));
    return user;
  });
}

/** A deletion request: the person leaves the directory (phones are told) and their Instagram link goes at once. */
export async function requestDeletion(tx: Db, userId: string, at: Date): Promise<void> {
  await tx.update(users).set({ deletionRequestedAt: at, updatedAt: at }).where(eq(users.id, userId));
  await tx.delete(instagramAccounts).where(eq(instagramAccounts.userId, userId));
  await recordDeletion(tx, 'users', [userId]);
}

/** The accounts whose deletion was asked for at or before `cutoff`. */
export const dueForPurge = (db: Db, cutoff: Date) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletionRequestedAt), lte(users.deletionRequestedAt, cutoff)));
