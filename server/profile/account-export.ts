/** GET /users/me/export: a complete JSON of everything the person created (DECISIONS "Account deletion"). */
import type { AccountExport } from '../../contracts/profile-account.js';
import type { Db } from '../db/client.js';
import type { AuthUser } from '../auth/authenticate.js';
import { exportRows } from './repository.js';
import { serializeUser } from './serialize-user.js';

const iso = (d: Date) => d.toISOString();

export async function buildExport(db: Db, user: AuthUser, now = new Date()): Promise<AccountExport> {
  const rows = await exportRows(db, user.id);
  const instagram = rows.instagram;
  return {
    exported_at: iso(now),
    account: serializeUser(user),
    posts: rows.posts.map((p) => ({
      id: p.id,
      caption: p.caption,
      image_url: p.imageUrl,
      is_pinned: p.isPinned,
      created_at: iso(p.createdAt),
    })),
    comments: rows.comments.map((c) => ({ id: c.id, post_id: c.postId, text: c.text, created_at: iso(c.createdAt) })),
    likes: rows.likes.map((l) => ({ post_id: l.postId, created_at: iso(l.createdAt) })),
    votes: rows.votes.map((v) => ({ poll_id: v.vote.pollId, question: v.question, option: v.option, created_at: iso(v.vote.createdAt) })),
    rsvps: rows.rsvps.map((r) => ({
      event_id: r.rsvp.eventId,
      title: r.title,
      event_time: iso(r.eventTime),
      created_at: iso(r.rsvp.createdAt),
    })),
    messages: rows.messages.map((m) => ({
      id: m.message.id,
      conversation_id: m.message.conversationId,
      conversation: m.conversation,
      content: m.message.content,
      created_at: iso(m.message.createdAt),
    })),
    reflections: rows.reflections.map(({ reflection: r, camp, year }) => ({
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
    packing: rows.packing.map((p) => ({
      item_id: p.check.itemId,
      item_name: p.name,
      is_checked: p.check.isChecked,
      updated_at: iso(p.check.updatedAt),
    })),
    instagram: instagram ? { username: instagram.username, connected_at: iso(instagram.createdAt) } : null,
  };
}
