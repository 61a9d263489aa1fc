/** The signed-in person's own record on the phone (the `profile` table, filled by the replication stream). */
import type { User } from '../../contracts/profile';
import { db } from './schema';

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
