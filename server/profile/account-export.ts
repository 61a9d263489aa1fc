/** GET /users/me/export: a complete JSON of everything the person created (DECISIONS "Account deletion"). */
import { asc, eq } from 'drizzle-orm';
import type { AccountExport } from '../../contracts/profile-account.js';
import type { Db } from '../db/client.js';
import {
  camps,
  comments,
  conversations,
  eventRegistrations,
  events,
  instagramAccounts,
  messages,
  packingChecks,
  packingItems,
  pollOptions,
  pollVotes,
  polls,
  postLikes,
  posts,
  reflections,
} from '../db/schema/index.js';
import type { AuthUser } from '../auth/authenticate.js';
import { serializeUser } from './serialize-user.js';

const iso = (d: Date) => d.toISOString();

export async function buildExport(db: Db, user: AuthUser, now = new Date()): Promise<AccountExport> {
  const id = user.id;
  const postRows = await db.select().from(posts).where(eq(posts.userId, id)).orderBy(asc(posts.createdAt));
  const commentRows = await db.select().from(comments).where(eq(comments.userId, id)).orderBy(asc(comments.createdAt));
  const likeRows = await db.select().from(postLikes).where(eq(postLikes.userId, id)).orderBy(asc(postLikes.createdAt));
  const voteRows = await db
    .select({ vote: pollVotes, question: polls.question, option: pollOptions.text })
    .from(pollVotes)
    .innerJoin(polls, eq(polls.id, pollVotes.pollId))
    .innerJoin(pollOptions, eq(pollOptions.id, pollVotes.optionId))
    .where(eq(pollVotes.userId, id))
    .orderBy(asc(pollVotes.createdAt));
  const rsvpRows = await db
    .select({ rsvp: eventRegistrations, title: events.title, eventTime: events.eventTime })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.userId, id))
    .orderBy(asc(events.eventTime));
  const messageRows = await db
    .select({ message: messages, conversation: conversations.name })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messages.senderId, id))
    .orderBy(asc(messages.createdAt));
  const reflectionRows = await db
    .select({ reflection: reflections, camp: camps.name, year: camps.year })
    .from(reflections)
    .innerJoin(camps, eq(camps.id, reflections.campId))
    .where(eq(reflections.userId, id))
    .orderBy(asc(camps.year));
  const packingRows = await db
    .select({ check: packingChecks, name: packingItems.itemName })
    .from(packingChecks)
    .innerJoin(packingItems, eq(packingItems.id, packingChecks.itemId))
    .where(eq(packingChecks.userId, id))
    .orderBy(asc(packingItems.position));
  const [instagram] = await db.select().from(instagramAccounts).where(eq(instagramAccounts.userId, id)).limit(1);

  return {
    exported_at: iso(now),
    account: serializeUser(user),
    posts: postRows.map((p) => ({
      id: p.id,
      caption: p.caption,
      image_url: p.imageUrl,
      is_pinned: p.isPinned,
      created_at: iso(p.createdAt),
    })),
    comments: commentRows.map((c) => ({ id: c.id, post_id: c.postId, text: c.text, created_at: iso(c.createdAt) })),
    likes: likeRows.map((l) => ({ post_id: l.postId, created_at: iso(l.createdAt) })),
    votes: voteRows.map((v) => ({ poll_id: v.vote.pollId, question: v.question, option: v.option, created_at: iso(v.vote.createdAt) })),
    rsvps: rsvpRows.map((r) => ({
      event_id: r.rsvp.eventId,
      title: r.title,
      event_time: iso(r.eventTime),
      created_at: iso(r.rsvp.createdAt),
    })),
    messages: messageRows.map((m) => ({
      id: m.message.id,
      conversation_id: m.message.conversationId,
      conversation: m.conversation,
      content: m.message.content,
      created_at: iso(m.message.createdAt),
    })),
    reflections: reflectionRows.map(({ reflection: r, camp, year }) => ({
      id: r.id,
      camp_id: r.campId,
      camp,
      year,
      high: r.high,
      low: r.low,
      glitter: r.glitter,
      is_public: r.isPublic,
      submitted_at: iso(r.submittedAt),
    })),
    packing: packingRows.map((p) => ({
      item_id: p.check.itemId,
      item_name: p.name,
      is_checked: p.check.isChecked,
      updated_at: iso(p.check.updatedAt),
    })),
    instagram: instagram ? { username: instagram.username, connected_at: iso(instagram.createdAt) } : null,
  };
}
