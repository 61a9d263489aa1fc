/**
 * The scheduled purge (DECISIONS "Account deletion"): 30 days after a person asked for their account
 * to be deleted, the account and everything it holds go. Phones are told: the person's posts and
 * messages are tombstoned, and the posts, polls, events and conversations they touched are stamped
 * as changed so counts and member lists come right on the next pull.
 */
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { DELETION_GRACE_DAYS } from '../../contracts/profile-account.js';
import type { Db } from '../db/client.js';
import {
  comments,
  conversationMembers,
  conversations,
  eventRegistrations,
  events,
  messages,
  pollVotes,
  polls,
  postLikes,
  posts,
  users,
} from '../db/schema/index.js';
import { messagesTombstone } from '../chat/chat-access.js';
import { recordDeletion } from '../replication/delta.js';
import type { ImageStore } from '../storage/image-store.js';
import { removeImages } from '../storage/images.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const purgeDue = (requestedAt: Date) => new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * DAY_MS);

const ids = <T>(rows: T[], pick: (r: T) => string) => [...new Set(rows.map(pick))];

async function purgeOne(db: Db, images: ImageStore, userId: string, avatarUrl: string | null): Promise<void> {
  const files: (string | null)[] = [avatarUrl];
  await db.transaction(async (tx) => {
    const own = await tx
      .select({ id: posts.id, imageUrl: posts.imageUrl, thumbUrl: posts.thumbUrl })
      .from(posts)
      .where(eq(posts.userId, userId));
    files.push(...own.flatMap((p) => [p.imageUrl, p.thumbUrl]));
    const touchedPosts = [
      ...ids(await tx.select({ id: comments.postId }).from(comments).where(eq(comments.userId, userId)), (r) => r.id),
      ...ids(await tx.select({ id: postLikes.postId }).from(postLikes).where(eq(postLikes.userId, userId)), (r) => r.id),
    ];
    const touchedPolls = ids(await tx.select({ id: pollVotes.pollId }).from(pollVotes).where(eq(pollVotes.userId, userId)), (r) => r.id);
    const touchedEvents = ids(
      await tx.select({ id: eventRegistrations.eventId }).from(eventRegistrations).where(eq(eventRegistrations.userId, userId)),
      (r) => r.id,
    );
    const memberOf = ids(
      await tx.select({ id: conversationMembers.conversationId }).from(conversationMembers).where(eq(conversationMembers.userId, userId)),
      (r) => r.id,
    );
    const sent = await tx
      .select({ id: messages.id, conversationId: messages.conversationId })
      .from(messages)
      .where(eq(messages.senderId, userId));

    await tx.delete(users).where(eq(users.id, userId));

    await recordDeletion(
      tx,
      'posts',
      own.map((p) => p.id),
    );
    for (const conversationId of ids(sent, (m) => m.conversationId)) {
      await recordDeletion(
        tx,
        messagesTombstone(conversationId),
        sent.filter((m) => m.conversationId === conversationId).map((m) => m.id),
      );
    }
    const now = sql`now()`;
    if (touchedPosts.length) await tx.update(posts).set({ updatedAt: now }).where(inArray(posts.id, touchedPosts));
    if (touchedPolls.length) await tx.update(polls).set({ updatedAt: now }).where(inArray(polls.id, touchedPolls));
    if (touchedEvents.length) await tx.update(events).set({ updatedAt: now }).where(inArray(events.id, touchedEvents));
    if (memberOf.length) await tx.update(conversations).set({ updatedAt: now }).where(inArray(conversations.id, memberOf));
  });
  await removeImages(images, files);
}

/** Purges every account whose deletion was asked for at least 30 days before `now`; returns their ids. */
export async function purgeDeletedAccounts(db: Db, images: ImageStore, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - DELETION_GRACE_DAYS * DAY_MS);
  const due = await db
    .select({ id: users.id, avatarUrl: users.avatarUrl })
    .from(users)
    .where(and(isNotNull(users.deletionRequestedAt), lte(users.deletionRequestedAt, cutoff)));
  for (const user of due) await purgeOne(db, images, user.id, user.avatarUrl);
  return due.map((u) => u.id);
}
