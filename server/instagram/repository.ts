/** Linked Instagram accounts in the database (the token sealed by linked-account.ts), and the camp photos one may cross-post. */
import { and, eq, or } from 'drizzle-orm';
import type { AccountExport } from '../../contracts/profile-account.js';
import type { Db } from '../db/client.js';
import { instagramAccounts, posts } from '../db/schema/index.js';

export type LinkRow = typeof instagramAccounts.$inferSelect;

export async function linkOf(db: Db, userId: string): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(instagramAccounts).where(eq(instagramAccounts.userId, userId)).limit(1);
  return row;
}

export async function upsertLink(db: Db, userId: string, values: Omit<LinkRow, 'userId' | 'createdAt'>): Promise<void> {
  await db
    .insert(instagramAccounts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: instagramAccounts.userId, set: values });
}

export async function removeLink(db: Db, userId: string): Promise<void> {
  await db.delete(instagramAccounts).where(eq(instagramAccounts.userId, userId));
}

/** The display address of the person's own camp photo served at `path` (its display or thumbnail address), if any. */
export async function ownPhotoAt(db: Db, userId: string, path: string): Promise<string | null | undefined> {
  const [post] = await db
    .select({ imageUrl: posts.imageUrl })
    .from(posts)
    .where(and(eq(posts.userId, userId), or(eq(posts.imageUrl, path), eq(posts.thumbUrl, path))))
    .limit(1);
  return post?.imageUrl;
}

/** The person's linked Instagram account for their data export, or null. */
export async function instagramExport(db: Db, userId: string): Promise<Pick<AccountExport, 'instagram'>> {
  const [linked] = await db.select().from(instagramAccounts).where(eq(instagramAccounts.userId, userId)).limit(1);
  return { instagram: linked ? { username: linked.username, connected_at: linked.createdAt.toISOString() } : null };
}
