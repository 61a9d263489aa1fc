import type { DirectoryUser } from '../../contracts/profile';
import { db } from './schema';

/** The camp directory (GET /users/all), cached so the participants strip shows offline. */
export async function replaceDirectory(users: DirectoryUser[]): Promise<void> {
  await db.transaction('rw', db.users, async () => {
    await db.users.clear();
    await db.users.bulkPut(users);
  });
}

export function directoryUsers(): Promise<DirectoryUser[]> {
  return db.users.toArray();
}

/** Ids of everyone who posted since `sinceIso` (their avatar gets a story ring). */
export async function recentPosterIds(sinceIso: string): Promise<Set<string>> {
  const posts = await db.posts.where('createdAt').aboveOrEqual(sinceIso).toArray();
  return new Set(posts.map((p) => p.user.id));
}
