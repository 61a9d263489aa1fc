/** Accounts by their credentials: sign-up, sign-in, passwords, reset links and the token version that ends sessions. */
import { and, count, desc, eq, getTableName, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { passwordResets, pushSubscriptions, users } from '../db/schema/index.js';
import { keptReads } from '../db/table-changes.js';
import { hashPassword } from '../infra/passwords.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return taken !== undefined;
}

/** The new account, or undefined when its email is taken. */
async function insertUser(db: Db, values: NewUser): Promise<UserRow | undefined> {
  // A taken email or id leaves nothing written and the transaction usable (a caught violation would abort it).
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return user;
}

/** What an account is made from: a sign-up or an administrator's form. */
interface AccountForm {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
}

/** A new account from the form (its password hashed) with the `more` columns; undefined when its email is taken. */
export async function createAccount(db: Db, form: AccountForm, more: Partial<NewUser>): Promise<UserRow | undefined> {
  if (await emailTaken(db, form.email)) return undefined;
  return createHashedAccount(db, { ...form, passwordHash: await hashPassword(form.password) }, more);
}

/** As createAccount, with the password already hashed (outside a transaction: hashing takes a while). */
export async function createHashedAccount(
  db: Db,
  form: Omit<AccountForm, 'password'> & { passwordHash: string },
  more: Partial<NewUser>,
): Promise<UserRow | undefined> {
  if (await emailTaken(db, form.email)) return undefined;
  return insertUser(db, {
    email: form.email,
    passwordHash: form.passwordHash,
    firstName: form.first_name,
    lastName: form.last_name,
    dateOfBirth: form.date_of_birth,
    ...more,
  });
}

/** Notes a sign-in (and stores a stronger hash of the password when given); the user as it now stands. */
export async function recordSignIn(db: Db, id: string, passwordHash?: string): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ lastLoginAt: new Date(), ...(passwordHash ? { passwordHash } : {}) })
    .where(eq(users.id, id))
    .returning();
  return user;
}

/** Sets a new password hash (and whether it must be changed at the next sign-in); the user as it now stands. */
export async function setPassword(db: Db, id: string, passwordHash: string, mustChangePassword: boolean): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ passwordHash, mustChangePassword, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user;
}

/** Moves the person's token version on: every token issued before stops working. */
export async function bumpTokenVersion(db: Db, id: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** On the embedded database: the users read since the users table last changed. */
const keptUser = keptReads<string, UserRow>([getTableName(users)], 5000);

/** The user row with this id (a copy: callers may change it); kept while the users table is unchanged. */
export async function userById(db: Db, id: string): Promise<UserRow | undefined> {
  const user = await keptUser(db, id, async () => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0]);
  return user && { ...user };
}

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Keeps a new reset link's token hash for the person, valid until `expiresAt`, unless `maxPerHour`
 * links were made for them in the hour before `at` (the person's row is locked while counting, so two
 * requests at once cannot both take the last one). True when the link was kept; the person's links
 * older than a day are deleted then.
 */
export async function keepResetLink(
  db: Db,
  link: { userId: string; tokenHash: string; at: Date; expiresAt: Date },
  maxPerHour: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, link.userId)).for('update');
    const since = new Date(link.at.getTime() - HOUR_MS);
    const [made] = await tx
      .select({ n: count() })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, link.userId), gt(passwordResets.createdAt, since)));
    if ((made?.n ?? 0) >= maxPerHour) return false;
    // The person's links from over a day ago say nothing more than "not valid" would: they go.
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, link.userId), lt(passwordResets.createdAt, new Date(link.at.getTime() - DAY_MS))));
    await tx
      .insert(passwordResets)
      .values({ userId: link.userId, tokenHash: link.tokenHash, createdAt: link.at, expiresAt: link.expiresAt });
    return true;
  });
}

export type ResetLinkState = 'valid' | 'invalid' | 'expired' | 'used';

/** What a reset link's token hash is worth at `at`; a link of an account no longer approved is invalid. */
export async function resetLinkState(db: Db, tokenHash: string, at: Date): Promise<ResetLinkState> {
  const [link] = await db
    .select({
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
      status: users.status,
      leaving: users.deletionRequestedAt,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);
  if (!link || link.status !== 'approved' || link.leaving) return 'invalid';
  if (link.usedAt) return 'used';
  return link.expiresAt.getTime() > at.getTime() ? 'valid' : 'expired';
}

/**
 * Uses the link once: marks it, and every other unused link of the same person, used at `at`. The
 * person's id, or undefined when the link was used (or ran out) meanwhile.
 */
export async function useResetLink(db: Db, tokenHash: string, at: Date): Promise<string | undefined> {
  const [link] = await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at)))
    .returning({ userId: passwordResets.userId });
  if (!link) return undefined;
  await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.userId, link.userId), isNull(passwordResets.usedAt)));
  return link.userId;
}

/** The language the person's most recently registered phone speaks, if any. */
export async function phoneLanguageOf(db: Db, userId: string): Promise<string | undefined> {
  const [phone] = await db
    .select({ language: pushSubscriptions.language })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt))
    .limit(1);
  return phone?.language;
}
