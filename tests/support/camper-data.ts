import { eq } from 'drizzle-orm';
import type { Conversation } from '../../contracts/chat.js';
import type { CampEvent } from '../../contracts/events.js';
import type { PackingItem } from '../../contracts/packing.js';
import type { Poll } from '../../contracts/polls.js';
import type { Post } from '../../contracts/feed.js';
import type { Reflection } from '../../contracts/reflections.js';
import { camps, users } from '../../server/db/schema/index.js';
import { multipartBody, phoneJpeg } from './posts-helpers.js';
import { bearer, type TestServer, type TestUser } from './test-server.js';

/** The seeded sample camp's id. */
export async function sampleCampId(server: TestServer): Promise<string> {
  const [camp] = await server.database.db.select({ id: camps.id }).from(camps).limit(1);
  if (!camp) throw new Error('no seeded camp');
  return camp.id;
}

export interface CreatedData {
  photoPost: Post;
  otherPost: Post;
  commentId: string;
  poll: Poll;
  event: CampEvent;
  conversation: Conversation;
  messageId: string;
  reflection: Reflection;
  packingItemId: number;
}

/**
 * One of every kind of thing a camper creates, through the real routes: a photo post, a comment and a
 * like on someone else's post, a vote, an RSVP, a direct message, a reflection and a packing tick.
 */
export async function createOneOfEverything(server: TestServer, who: TestUser, other: TestUser, admin: TestUser): Promise<CreatedData> {
  const call = async <T>(as: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> => {
    const res = await server.app.inject({ method, url: `/api${url}`, headers: bearer(as), ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  const form = await multipartBody(
    { caption: `Sunrise by ${who.email}` },
    { bytes: await phoneJpeg(800, 600), name: 'sunrise.jpg', type: 'image/jpeg' },
  );
  const photoRes = await server.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: { ...form.headers, ...bearer(who) },
    payload: form.payload,
  });
  const photoPost = photoRes.json<Post>();
  const otherPost = await call<Post>(other, 'POST', '/posts', { caption: `Canoe day by ${other.email}` });
  const comment = await call<{ id: string }>(who, 'POST', `/posts/${otherPost.id}/comments`, { text: 'What a day!' });
  await call(who, 'POST', `/posts/${otherPost.id}/like`, { liked: true });
  const poll = await call<Poll>(admin, 'POST', '/admin/polls', { question: `Best meal ${who.email}?`, options: ['Pancakes', 'Chili'] });
  await call(who, 'POST', `/polls/${poll.id}/vote`, { optionId: poll.options[0]?.id });
  // An upcoming event without a limit (the seeded camp has ended, so takes no RSVP).
  const event = await call<CampEvent>(admin, 'POST', '/admin/events', {
    title: `Star Gazing ${who.email}`,
    event_time: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    capacity: 0,
    event_type: 'activity',
  });
  await call(who, 'POST', `/events/${event.id}/register`);
  const conversation = await call<Conversation>(who, 'POST', '/conversations', { type: 'direct', member_ids: [other.id] });
  const message = await call<{ id: string }>(who, 'POST', `/conversations/${conversation.id}/messages`, {
    content: 'See you at the lake',
    type: 'text',
  });
  const reflection = await call<Reflection>(who, 'POST', '/reflections', {
    camp_id: await sampleCampId(server),
    high: 'The lake',
    low: 'Rain',
    glitter: 'Stars',
    is_public: false,
  });
  const packing = await call<PackingItem[]>(who, 'GET', '/packing');
  const packingItemId = Number(packing[0]?.id);
  await call(who, 'PUT', `/packing/${packingItemId}`, { is_checked: true });
  return { photoPost, otherPost, commentId: comment.id, poll, event, conversation, messageId: message.id, reflection, packingItemId };
}

export async function userRow(server: TestServer, id: string) {
  const [row] = await server.database.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
