/**
 * People on the phone: the signed-in person's own record (the `profile` table, filled by the
 * replication stream; personal info changes through src/db/profile/profile-mutations.ts) and the camp
 * directory (`users`).
 */
import type { DirectoryUser, User } from '../../../contracts/profile';
import { db } from '../schema';

/** Keeps the signed-in user on the phone before the first pull has brought their record. */
export async function ensureProfile(user: User): Promise<void> {
  await db.transaction('rw', db.profile, async () => {
    if (!(await db.profile.get(user.id))) await db.profile.put(user);
  });
}

/** A new avatar from the server: only the avatar changes, so personal-info edits still waiting stay as shown. */
export async function storeAvatar(user: User): Promise<void> {
  await db.transaction('rw', db.profile, async () => {
    const current = await db.profile.get(user.id);
    const avatar = user.avatar_url;
    await db.profile.put(current ? { ...current, avatar_url: avatar, profile: { ...current.profile, avatar_url: avatar } } : user);
  });
}

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
