/**
 * Photos on the phone: the photo picked from the top bar's camera button or the 'Your Story' button,
 * kept in IndexedDB (as an ArrayBuffer with its type) until the photos screen picks it up, and the
 * avatars the phone shows (kept in the uploads cache by src/replication/cache-photos.ts).
 */
import { db } from '../schema';

const PENDING_ID = 'pendingUpload';

export interface PendingUpload {
  data: ArrayBuffer;
  type: string;
}

export async function savePendingUpload(file: Blob): Promise<void> {
  const data = await file.arrayBuffer();
  await db.blobs.put({ id: PENDING_ID, data, type: file.type, createdAt: new Date().toISOString() });
}

export async function getPendingUpload(): Promise<PendingUpload | undefined> {
  const row = await db.blobs.get(PENDING_ID);
  return row ? { data: row.data, type: row.type } : undefined;
}

export async function clearPendingUpload(): Promise<void> {
  await db.blobs.delete(PENDING_ID);
}

/** The server addresses of every avatar the phone shows: the directory's, the posts' and comments' authors', and the camper's own. */
export async function avatarUrls(): Promise<string[]> {
  const [users, posts, comments, profile] = await Promise.all([
    db.users.toArray(),
    db.posts.toArray(),
    db.comments.toArray(),
    db.profile.toArray(),
  ]);
  const all = [
    ...users.map((u) => u.avatar_url),
    ...posts.map((p) => p.user.avatar),
    ...comments.map((c) => c.user.avatar),
    ...profile.map((p) => p.avatar_url),
  ];
  return [...new Set(all.filter((u): u is string => typeof u === 'string' && u.startsWith('/uploads/')))];
}
