import type { Conversation, Message } from '../../../contracts/chat';
import type { CampEvent } from '../../../contracts/events';
import type { Poll } from '../../../contracts/polls';
import type { Post } from '../../../contracts/feed';
import type { Reflection } from '../../../contracts/reflections';
import type { User } from '../../../contracts/profile';
import type { Rule } from '../../../contracts/rules';
import type { MapLocation } from '../../../contracts/map';
import type { SignupSheet } from '../../../contracts/signups';
import type { MyRollCall } from '../../../contracts/rollcalls';
import { putConversation, storeMessage } from '../../../src/db/chat/chat-store';
import { storePulledPosts } from '../../../src/db/feed/feed-store';
import { db } from '../../../src/db/schema';
import { resetDb } from './outbox-fixtures';

/** A small camp as the server holds it: one post with a comment, Archery at 3 of 4, an open poll, a conversation, a rule and a place on the map. */
export const author = { id: 'u1', name: 'Sam Camper', avatar: null };
export const me = { id: 'me', email: 'me@camp.test', profile: { first_name: 'Maya', last_name: 'Reed', avatar_url: null } };

export const post = (id = 'p1', over: Partial<Post> = {}): Post => ({
  id,
  user: author,
  image: null,
  caption: 'Canoes at dawn',
  likes: 3,
  comments: [{ id: 'k1', user: author, text: 'Nice', createdAt: '2025-09-05T11:00:00.000Z' }],
  isLiked: false,
  isSaved: false,
  createdAt: '2025-09-05T10:00:00.000Z',
  ...over,
});

export const archery: CampEvent = {
  id: 'e1',
  title: 'Archery',
  description: '',
  event_type: 'activity',
  event_time: '2025-09-06T10:00:00.000Z',
  end_time: null,
  location: 'Range',
  capacity: 4,
  registration_count: 3,
  available_spots: 1,
  is_user_registered: false,
  party: null,
  waitlist_position: null,
  waitlist_count: 0,
  created_at: '2025-08-01T00:00:00.000Z',
};

export const swimPoll: Poll = {
  id: 'q1',
  question: 'Swim or hike?',
  options: [
    { id: 'o1', text: 'Swim', votes: 2 },
    { id: 'o2', text: 'Hike', votes: 1 },
  ],
  isActive: true,
  createdAt: '2025-09-05T08:00:00.000Z',
  expiresAt: new Date(Date.now() + 3 * 3600_000).toISOString(),
  totalVotes: 3,
  userVote: null,
};

export const cabin: Conversation = {
  id: 'c1',
  name: 'Cabin 4',
  type: 'group',
  description: null,
  last_message_at: null,
  Members: [],
  Messages: [],
};
export const firstMessage: Message = {
  id: 'm1',
  conversation_id: 'c1',
  sender_id: 'me',
  content: 'Canoe at 10?',
  type: 'text',
  created_at: '2025-09-05T10:00:00.000Z',
  read_at: null,
};

export const quietHours: Rule = {
  id: 'r1',
  title: 'Quiet hours',
  description: 'From 10 pm to 7 am.',
  category: 'General',
  importance: 'high',
  lastUpdated: '2025-08-01T00:00:00.000Z',
  updatedBy: 'Camp Organizers',
};
export const dock: MapLocation = { id: 'l1', name: 'Boat Dock', description: 'Canoes and life jackets.', icon: 'Navigation', position: 0 };

/** The signed-in camper's own record (the profile table) and their reflection on the 2025 camp. */
export const myProfile: User = {
  id: 'me',
  email: 'me@camp.test',
  role: 'camper',
  status: 'approved',
  must_change_password: false,
  last_login_at: '2025-09-05T07:00:00.000Z',
  created_at: '2025-06-01T00:00:00.000Z',
  avatar_url: null,
  first_name: 'Maya',
  last_name: 'Reed',
  profile: {
    first_name: 'Maya',
    last_name: 'Reed',
    phone: '555-0100',
    emergency_contact: null,
    dietary_restrictions: null,
    avatar_url: null,
  },
};
export const lakeReflection: Reflection = {
  id: 'r1',
  camp_id: 'camp25',
  high: 'Canoe race',
  low: 'Rain',
  glitter: 'Stars',
  is_public: false,
  submitted_at: '2025-09-07T18:00:00.000Z',
  camp: { name: 'Camp Weekend 2025', year: 2025 },
};

export const potluck: SignupSheet = {
  id: 's1',
  title: 'Potluck',
  description: '',
  event_id: 'e1',
  created_at: '2025-09-05T09:00:00.000Z',
  slots: [
    { id: 'sl1', label: 'Salad', capacity: 2, taken: 1, takers: ['The Pines'], mine: false },
    { id: 'sl2', label: 'Dessert', capacity: 1, taken: 0, takers: [], mine: false },
  ],
};

/** The open roll call, which this camper already answered safe. */
export const stormRollCall: MyRollCall = {
  id: 'rc1',
  message: 'Storm warning: tell us you are safe',
  started_at: '2025-09-05T11:00:00.000Z',
  started_by: 'u1',
  closed_at: null,
  my_answer: { status: 'safe', note: null, answered_at: '2025-09-05T11:05:00.000Z', answered_by: 'me' },
  household_size: 0,
};

/** A fresh phone (resetDb: signed in, packing items 1-4) holding the small camp. */
export async function seedCamp(token?: string): Promise<void> {
  await resetDb(token);
  await storePulledPosts({ items: [post()], deleted: [] }, true, Date.now());
  await db.events.put(archery);
  await db.polls.put(swimPoll);
  await putConversation(cabin);
  await storeMessage(firstMessage);
  await db.profile.put(myProfile);
  await db.reflections.put(lakeReflection);
  await db.rules.put(quietHours);
  await db.mapLocations.put(dock);
  await db.signups.put(potluck);
  await db.rollCalls.put(stormRollCall);
}

/** The device says it has (or has no) network, as navigator.onLine does. */
export function setOnline(value: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}
