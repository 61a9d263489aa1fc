/** The chat's part of removing a person (server/db/person-removal.ts). */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { distinct, idsWhere, type RemovePersonRows } from '../db/person-removal.js';
import { conversationMembers, conversations, messageReactions, messages } from '../db/schema/index.js';
import { recordDeletion, recordTouches } from '../replication/delta.js';
import { MESSAGE_TOUCHES, messagesTombstone } from './repository.js';

/**
 * Their messages go (tombstones per conversation), and so do the conversations left with nobody; the messages of
 * others they reacted to, or that answer one of theirs (quoted as deleted now), are touched; the conversations they
 * were in, created or wrote in are stamped changed (members, last message, unread counts). The photos of their
 * messages and of the conversations that go are removed after the commit.
 */
export const removeChatRows: RemovePersonRows = async (tx, { userId }) => {
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
  const reactedTo = await idsWhere(tx, messageReactions.messageId, eq(messageReactions.userId, userId));
  const replies = sentIds.length
    ? await idsWhere(tx, messages.id, and(inArray(messages.replyToId, sentIds), ne(messages.senderId, userId)))
    : [];

  const tell = async () => {
    if (alone.length) await tx.delete(conversations).where(inArray(conversations.id, alone));
    for (const conversationId of distinct(sent, (m) => m.conversationId).filter((id) => !alone.includes(id))) {
      await recordDeletion(
        tx,
        messagesTombstone(conversationId),
        sent.filter((m) => m.conversationId === conversationId).map((m) => m.id),
      );
    }
    await recordTouches(
      tx,
      MESSAGE_TOUCHES,
      [...reactedTo, ...replies].filter((id) => !sentIds.includes(id)),
    );
    const changed = [...new Set([...memberOf, ...created, ...sent.map((m) => m.conversationId)])].filter((id) => !alone.includes(id));
    if (changed.length)
      await tx
        .update(conversations)
        .set({ updatedAt: sql`now()` })
        .where(inArray(conversations.id, changed));
  };
  return { tell, photos: [...sent, ...aloneMessages].flatMap((m) => [m.imageUrl, m.thumbUrl]) };
};
