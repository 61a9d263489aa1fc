/**
 * The live reads of the signed-in frame and the home feed, in one module with Dexie: their hooks
 * (src/db/hooks, src/db/feed/use-feed.ts) load it once the opening screen has drawn, so the first posts never wait for it.
 */
import type { DirectoryUser } from '../../contracts/profile';
import { tokenSubject } from '../lib/token-subject';
import { feedOf, SAVED_POSTS_KEY, type FeedPost } from './feed/feed-page';
import { ownedBy } from './outbox-owner';
import { CLEARED_KEY, type ClearedCopy } from './cleared-copy';
import { REPLICATION_STATUS_KEY, type ReplicationStatus } from './replication-status';
import { db } from './schema';
import { getSessionToken, PAUSE_KEY } from './auth/session-repo';
import { directoryUsers } from './profile/profile-store';
import { storyPostsOf, storyRings } from './feed/stories';

export { liveRead } from './live-read';

/** The cached feed with its comments (oldest first) and local saves, pinned first. */
export async function feedPosts(): Promise<FeedPost[]> {
  const [posts, comments, saved] = await Promise.all([
    db.posts.toArray(),
    db.comments.orderBy('createdAt').toArray(),
    db.meta.get(SAVED_POSTS_KEY),
  ]);
  return feedOf(posts, comments, saved?.value);
}

export async function replicationStatus(): Promise<ReplicationStatus | undefined> {
  return (await db.meta.get(REPLICATION_STATUS_KEY))?.value as ReplicationStatus | undefined;
}

/** Whether the phone's copy of the camp was found cleared (and whether it is back), until the camper dismisses it. */
export async function clearedCopy(): Promise<ClearedCopy | null> {
  return ((await db.meta.get(CLEARED_KEY))?.value as ClearedCopy | undefined) ?? null;
}

/** The cached directory plus who posted in the last day, and whether this phone watched it. */
export async function directory(): Promise<{ users: DirectoryUser[]; stories: Map<string, { watched: boolean }> }> {
  const [users, stories] = await Promise.all([directoryUsers(), storyRings()]);
  return { users, stories };
}

export { storyPostsOf };
export { chatUnreadTotal } from './chat/chat-store';

export function unreadCount(): Promise<number> {
  return db.notifications.filter((n) => !n.read).count();
}

export async function myProfile(userId: string | undefined) {
  return userId ? db.profile.get(userId) : undefined;
}

/** The signed-in person's outbox rows in send order; rows queued by someone else who used this phone wait for their owner. */
export async function myOutbox() {
  const mine = ownedBy(tokenSubject(await getSessionToken()));
  return (await db.outbox.orderBy('seq').toArray()).filter(mine);
}

export async function outboxPaused(): Promise<boolean> {
  return (await db.meta.get(PAUSE_KEY)) !== undefined;
}

export function localBlob(blobId: string | null) {
  return blobId ? db.blobs.get(blobId) : Promise.resolve(undefined);
}
