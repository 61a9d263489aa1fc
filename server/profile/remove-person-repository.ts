/**
 * Removing a person: an administrator's delete (admin-routes.ts) and the purge 30 days after a person asked
 * (account-purge.ts) both go through `removePerson`, inside their transaction. The account's row goes and its
 * rows go with it (foreign keys cascade); what every other phone holds of them is corrected in the same
 * transaction, so the next pull (GET /api/pull?cursor=) brings it:
 * - tombstones for what goes: the person in the directory (`users`), their posts (`posts`), their messages
 *   (`messages:<conversation>`). Their comments leave with their posts' next copy (a post carries its comments);
 * - touches for what is counted or shown through a child row: the posts they liked or commented on, the polls
 *   they voted in, the events they answered, the sheets they claimed on, the messages they reacted to or that
 *   answer one of theirs (quoted as deleted now), the roll calls they or their household answered;
 * - stamps for the rows that name them: their conversations (members, last message, unread counts), their
 *   household, the teams they were linked to. Conversations left with nobody go as well;
 * - their places: an RSVP or a place in line or a claim of a household with other members stays the
 *   household's (handed to a member who stays, as it is: the family may change its party); the person's own go,
 *   and each event's line fills the places freed, with its "You're in" notice (`promoteWaiting`).
 * Returns the addresses of the photos to remove once the transaction has committed (their avatar, the photos
 * of their posts and messages, and of conversations that went).
 */
import { and, asc, eq, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import {
  comments,
  conversationMembers,
  conversations,
  eventRegistrations,
  eventWaitlist,
  messageReactions,
  messages,
  pollVotes,
  postLikes,
  posts,
  rollCallAnswers,
  rollCalls,
  signupClaims,
  teamMembers,
  teams,
  users,
} from '../db/schema/index.js';
import { MESSAGE_TOUCHES, messagesTombstone } from '../chat/chat-access.js';
import { lockEvents, promoteWaiting, type LineContext } from '../events/registrations-repository.js';
import { householdMemberIds, stampHouseholdOf } from '../households/repository.js';
import { recordDeletion, recordTouches } from '../replication/delta.js';

/** Each id once, in the order first met. */
const distinct = <T>(rows: T[], pick: (row: T) => string): string[] => [...new Set(rows.map(pick))];

/** The ids in `column` of the rows of its table matching `where`, each once. */
async function idsWhere(tx: Db, column: AnyPgColumn, where: SQL | undefined): Promise<string[]> {
  return distinct(await tx.select({ id: column }).from(column.table).where(where), (r) => String(r.id));
}

/**
 * Hands the person's RSVPs, places in line and claims to `heir`, a member of their household who stays: they
 * were the household's. One the heir already holds for the same event or slot stands, and the person's goes.
 */
async function handOver(tx: Db, userId: string, heir: string): Promise<void> {
  const heldEvents = [
    ...(await tx.select({ id: eventRegistrations.eventId }).from(eventRegistrations).where(eq(eventRegistrations.userId, heir))),
    ...(await tx.select({ id: eventWaitlist.eventId }).from(eventWaitlist).where(eq(eventWaitlist.userId, heir))),
  ].map((r) => r.id);
  const heldSlots = (await tx.select({ id: signupClaims.slotId }).from(signupClaims).where(eq(signupClaims.userId, heir))).map((r) => r.id);
  const notHeld = heldEvents.length > 0;
  await tx
    .update(eventRegistrations)
    .set({ userId: heir })
    .where(and(eq(eventRegistrations.userId, userId), notHeld ? notInArray(eventRegistrations.eventId, heldEvents) : undefined));
  await tx
    .update(eventWaitlist)
    .set({ userId: heir })
    .where(and(eq(eventWaitlist.userId, userId), notHeld ? notInArray(eventWaitlist.eventId, heldEvents) : undefined));
  await tx
    .update(signupClaims)
    .set({ userId: heir })
    .where(and(eq(signupClaims.userId, userId), heldSlots.length > 0 ? notInArray(signupClaims.slotId, heldSlots) : undefined));
}

/** Removes the person and everything they hold, telling every phone (see the header); the photos to remove after the commit. */
export async function removePerson(tx: Db, userId: string, line: LineContext): Promise<(string | null)[]> {
  const [person] = await tx.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId)).for('update');
  if (!person) return [];
  const family = (await householdMemberIds(tx, userId)).filter((id) => id !== userId);
  // The one who takes the household's answers: a member staying at camp (not one also waiting for their purge).
  const [heir] = family.length
    ? await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, family), isNull(users.deletionRequestedAt)))
        .orderBy(asc(users.id))
        .limit(1)
    : [];

  // The events they answered, locked first (RSVPs queue behind), then the household's answers handed over.
  const answered = distinct(
    [
      ...(await idsWhere(tx, eventRegistrations.eventId, eq(eventRegistrations.userId, userId))),
      ...(await idsWhere(tx, eventWaitlist.eventId, eq(eventWaitlist.userId, userId))),
    ],
    (id) => id,
  );
  await lockEvents(tx, answered);
  if (heir) await handOver(tx, userId, heir.id);

  // What the delete takes or changes, read before it goes.
  const own = await tx
    .select({ id: posts.id, imageUrl: posts.imageUrl, thumbUrl: posts.thumbUrl })
    .from(posts)
    .where(eq(posts.userId, userId));
  const ownIds = own.map((p) => p.id);
  const touchedPosts = distinct(
    [
      ...(await idsWhere(tx, comments.postId, eq(comments.userId, userId))),
      ...(await idsWhere(tx, postLikes.postId, eq(postLikes.userId, userId))),
    ],
    (id) => id,
  ).filter((id) => !ownIds.includes(id));
  const votedPolls = await idsWhere(tx, pollVotes.pollId, eq(pollVotes.userId, userId));
  const claimedSheets = await idsWhere(tx, signupClaims.sheetId, eq(signupClaims.userId, userId));

  const memberOf = await idsWhere(tx, conversationMembers.conversationId, eq(conversationMembers.userId, userId));
  const othersIn = memberOf.length
    ? await idsWhere(
        tx,
        conversationMembers.conversationId,
        and(inArray(conversationMembers.conversationId, memberOf), ne(conversationMembers.userId, userId)),
      )
    : [];
  const alone = memberOf.filter((id) => !othersIn.includes(id));
  const sent = await tx
    .select({ id: messages.id, conversationId: messages.conversationId, imageUrl: messages.imageUrl, thumbUrl: messages.thumbUrl })
    .from(messages)
    .where(eq(messages.senderId, userId));
  const sentIds = sent.map((m) => m.id);
  const created = await idsWhere(tx, conversations.id, eq(conversations.createdBy, userId));
  const aloneMessages = alone.length
    ? await tx
        .select({ imageUrl: messages.imageUrl, thumbUrl: messages.thumbUrl })
        .from(messages)
        .where(and(inArray(messages.conversationId, alone), ne(messages.senderId, userId)))
    : [];
  // Messages of others shown again: those they reacted to, and replies quoting one of theirs.
  const reactedTo = await idsWhere(tx, messageReactions.messageId, eq(messageReactions.userId, userId));
  const replies = sentIds.length
    ? await idsWhere(tx, messages.id, and(inArray(messages.replyToId, sentIds), ne(messages.senderId, userId)))
    : [];
  const linkedTeams = await idsWhere(tx, teamMembers.teamId, eq(teamMembers.userId, userId));
  const answeredRollCalls = await idsWhere(
    tx,
    rollCallAnswers.rollCallId,
    or(eq(rollCallAnswers.userId, userId), eq(rollCallAnswers.answeredBy, userId)),
  );
  // A household the person leaves counts one fewer on the open roll call's banner of those who stay.
  const openRollCalls = family.length ? await idsWhere(tx, rollCalls.id, isNull(rollCalls.closedAt)) : [];

  await stampHouseholdOf(tx, userId);
  await tx.delete(users).where(eq(users.id, userId));
  if (alone.length) await tx.delete(conversations).where(inArray(conversations.id, alone));

  await recordDeletion(tx, 'users', [userId]);
  await recordDeletion(tx, 'posts', ownIds);
  for (const conversationId of distinct(sent, (m) => m.conversationId).filter((id) => !alone.includes(id))) {
    await recordDeletion(
      tx,
      messagesTombstone(conversationId),
      sent.filter((m) => m.conversationId === conversationId).map((m) => m.id),
    );
  }

  await recordTouches(tx, 'posts', touchedPosts);
  await recordTouches(tx, 'polls', votedPolls);
  await recordTouches(tx, 'events', answered);
  await recordTouches(tx, 'signups', claimedSheets);
  await recordTouches(
    tx,
    MESSAGE_TOUCHES,
    [...reactedTo, ...replies].filter((id) => !sentIds.includes(id)),
  );
  await recordTouches(tx, 'roll_calls', [...answeredRollCalls, ...openRollCalls]);

  const changedConversations = [...new Set([...memberOf, ...created, ...sent.map((m) => m.conversationId)])].filter(
    (id) => !alone.includes(id),
  );
  const now = sql`now()`;
  if (changedConversations.length)
    await tx.update(conversations).set({ updatedAt: now }).where(inArray(conversations.id, changedConversations));
  if (linkedTeams.length) await tx.update(teams).set({ updatedAt: now }).where(inArray(teams.id, linkedTeams));

  // The places freed go to the first parties in line that fit, each told "You're in".
  for (const eventId of answered) await promoteWaiting(tx, eventId, line);

  return [person.avatarUrl, ...[...own, ...sent, ...aloneMessages].flatMap((p) => [p.imageUrl, p.thumbUrl])];
}
