import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listConversations, listMessages, storeMessage } from '../../src/db/chat/chat-store';
import { createPost, mutate } from '../../src/db/mutate';
import { mutations, type MutationName } from '../../src/db/mutations';
import { outcomeOf } from '../../src/db/outcomes-repo';
import { db, type OutboxRow } from '../../src/db/schema';
import { setSessionToken } from '../../src/db/auth/session-repo';
import { drainOutbox } from '../../src/outbox/drain';
import {
  archery,
  author,
  cabin,
  dock,
  firstMessage,
  lakeReflection,
  me,
  myProfile,
  post,
  potluck,
  quietHours,
  seedCamp,
  setOnline,
  stormRollCall,
  swimPoll,
} from './support/camp-seed';
import { batchAware, fakeFetch, jwtFor } from './support/outbox-fixtures';

/**
 * Each kind of change, as a camper makes it: what the screens read (`look`), what shows at once,
 * the server's acceptance and what shows after it. A new kind in the registry fails to compile here
 * until it has its case.
 */
interface Case {
  make: () => Promise<unknown>;
  look: () => Promise<unknown>;
  shown: unknown;
  answer: (row: OutboxRow) => unknown;
  settled: unknown;
  /** For 'set' kinds: the change back, which cancels the unsent one. */
  back?: () => Promise<unknown>;
}

const at = '2025-09-05T12:00:00.000Z';
const sunset = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' });
const feed = async () =>
  (await db.posts.orderBy('createdAt').toArray()).map(({ caption, image, _pending }) => ({ caption, image, _pending }));
const chat = async () => ({ messages: await listMessages('c1'), preview: (await db.conversations.get('c1'))?.Messages[0]?.content });
const campNotice = {
  id: 'n1',
  title: 'New poll',
  message: 'Pizza or tacos?',
  type: 'camp',
  read: false,
  timestamp: '2025-09-05T11:00:00.000Z',
  actionPath: '/',
  source: 'server' as const,
};
const serverInbox = () => db.notifications.filter((n) => n.source === 'server').toArray();
const argsOf = <T>(row: OutboxRow) => row.args as T;
const rules = () => db.rules.toArray();
const places = () => db.mapLocations.toArray();
const { title, description, category, importance } = quietHours;
const ruleFields = { title, description, category, importance };
const placeFields = { name: dock.name, description: dock.description, icon: dock.icon };

const cases: Record<MutationName, Case> = {
  'feed.like': {
    make: () => mutate('feed.like', { postId: 'p1', liked: true }),
    back: () => mutate('feed.like', { postId: 'p1', liked: false }),
    look: () => db.posts.get('p1'),
    shown: { isLiked: true, likes: 4, _pending: true },
    answer: () => ({ liked: true, likes: 7 }),
    settled: { isLiked: true, likes: 7 },
  },
  'feed.comment': {
    make: () => mutate('feed.comment', { id: 'k2', postId: 'p1', text: 'Count me in', author, createdAt: new Date().toISOString() }),
    look: () => db.comments.where('post_id').equals('p1').toArray(),
    shown: [{ id: 'k1' }, { id: 'k2', text: 'Count me in', _pending: true }],
    answer: () => ({ id: 'k2', post_id: 'p1', user: author, text: 'Count me in', createdAt: at }),
    settled: [{ id: 'k1' }, { id: 'k2', createdAt: at }],
  },
  'feed.create': {
    make: () => createPost({ caption: 'Sunset', image: sunset, filename: 'sunset.jpg' }, author),
    look: async () => ({ feed: await feed(), photosWaiting: await db.blobs.count() }),
    shown: {
      feed: [{ caption: 'Canoes at dawn' }, { caption: 'Sunset', image: expect.stringMatching(/^local-blob:/) as unknown, _pending: true }],
      photosWaiting: 1,
    },
    answer: (row) =>
      post(argsOf<{ id: string }>(row).id, {
        caption: 'Sunset',
        image: '/uploads/sunset.jpg',
        likes: 0,
        comments: [],
        createdAt: new Date().toISOString(),
      }),
    settled: { feed: [{ caption: 'Canoes at dawn' }, { caption: 'Sunset', image: '/uploads/sunset.jpg' }], photosWaiting: 0 },
  },
  'feed.delete': {
    make: () => mutate('feed.delete', { postId: 'p1', asAdmin: false }),
    look: async () => ({ post: await db.posts.get('p1'), comments: await db.comments.where('post_id').equals('p1').toArray() }),
    shown: { post: undefined, comments: [] },
    answer: () => ({ success: true }),
    settled: { post: undefined, comments: [] },
  },
  'events.rsvp': {
    make: () => mutate('events.rsvp', { eventId: 'e1', register: true }),
    back: () => mutate('events.rsvp', { eventId: 'e1', register: false }),
    look: () => db.events.get('e1'),
    shown: { is_user_registered: true, registration_count: 4, available_spots: 0, _pending: true },
    answer: () => ({ ...archery, title: 'Archery (bring a hat)', is_user_registered: true, registration_count: 4, available_spots: 0 }),
    settled: { title: 'Archery (bring a hat)', is_user_registered: true, registration_count: 4 },
  },
  'signups.claim': {
    make: () => mutate('signups.claim', { sheetId: 's1', slotId: 'sl1', claimed: true }),
    back: () => mutate('signups.claim', { sheetId: 's1', slotId: 'sl1', claimed: false }),
    look: () => db.signups.get('s1'),
    shown: {
      slots: [
        { taken: 2, mine: true },
        { taken: 0, mine: false },
      ],
      _pending: true,
    },
    answer: () => ({
      ...potluck,
      slots: [{ id: 'sl1', label: 'Salad', capacity: 2, taken: 2, takers: ['The Pines', 'The Reeds'], mine: true }, potluck.slots[1]],
    }),
    settled: { slots: [{ taken: 2, takers: ['The Pines', 'The Reeds'], mine: true }, { taken: 0 }] },
  },
  'events.waitlist': {
    make: () => mutate('events.waitlist', { eventId: 'e1', join: true, party: { adults: 2, children: 0, note: '' } }),
    back: () => mutate('events.waitlist', { eventId: 'e1', join: false }),
    look: () => db.events.get('e1'),
    shown: { waitlist_position: 1, waitlist_count: 1, registration_count: 3, party: { adults: 2 }, _pending: true },
    answer: () => ({ ...archery, waitlist_position: 1, waitlist_count: 2, party: { adults: 2, children: 0, note: '' } }),
    settled: { waitlist_position: 1, waitlist_count: 2, is_user_registered: false },
  },
  'polls.vote': {
    make: () => mutate('polls.vote', { pollId: 'q1', optionId: 'o2' }),
    look: () => db.polls.get('q1'),
    shown: { userVote: 'o2', totalVotes: 4, options: [{ votes: 2 }, { votes: 2 }], _pending: true },
    answer: () => ({
      ...swimPoll,
      userVote: 'o2',
      totalVotes: 6,
      options: [
        { id: 'o1', text: 'Swim', votes: 3 },
        { id: 'o2', text: 'Hike', votes: 3 },
      ],
    }),
    settled: { userVote: 'o2', totalVotes: 6, options: [{ votes: 3 }, { votes: 3 }] },
  },
  'packing.tick': {
    make: () => mutate('packing.tick', { id: 1, checked: true }),
    back: () => mutate('packing.tick', { id: 1, checked: false }),
    look: () => db.packing.get(1),
    shown: { is_checked: true, _pending: true },
    answer: () => ({ id: 1, item_name: 'Item 1', category: 'Gear', is_checked: true, is_essential: true }),
    settled: { is_checked: true, is_essential: true },
  },
  'chat.start': {
    make: () => mutate('chat.start', { id: 'c9', name: 'Canoe crew', type: 'group', description: null, member_ids: ['u1'], creator: me }),
    look: () => db.conversations.get('c9'),
    shown: { name: 'Canoe crew', created_by: 'me', Members: [{ user_id: 'me', User: me }], Messages: [], _pending: true },
    answer: () => ({ ...cabin, id: 'c9', name: 'Canoe crew', created_by: 'me', Members: [{ user_id: 'me' }, { user_id: 'u1' }] }),
    settled: { id: 'c9', name: 'Canoe crew', Members: [{ user_id: 'me' }, { user_id: 'u1' }] },
  },
  'chat.read': {
    make: async () => {
      // Sam's message came while the camper was away; the camper opens the conversation.
      await setSessionToken(jwtFor('me'));
      await storeMessage({ ...firstMessage, id: 'm9', sender_id: 'u1', content: 'Bring paddles' });
      return mutate('chat.read', { conversationId: 'c1' });
    },
    look: async () => ({ samsMessageRead: Boolean((await db.messages.get('m9'))?.read_at) }),
    shown: { samsMessageRead: true },
    answer: () => ({ success: true }),
    settled: { samsMessageRead: true },
  },
  'chat.send': {
    make: () =>
      mutate('chat.send', { id: 'm2', conversationId: 'c1', content: 'On my way', sender: me, createdAt: new Date().toISOString() }),
    look: chat,
    shown: { messages: [{ id: 'm1' }, { id: 'm2', content: 'On my way', _pending: true }], preview: 'On my way' },
    answer: () => ({ id: 'm2', conversation_id: 'c1', sender_id: 'me', content: 'On my way', type: 'text', created_at: at, read_at: null }),
    settled: { messages: [{ id: 'm1' }, { id: 'm2', created_at: at }], preview: 'On my way' },
  },
  'chat.react': {
    make: () => mutate('chat.react', { conversationId: 'c1', messageId: 'm1', emoji: '👍', on: true }),
    look: async () => ({ reactions: (await db.messages.get('m1'))?.reactions }),
    shown: { reactions: [{ emoji: '👍', count: 1, mine: true }] },
    answer: () => ({ message_id: 'm1', reactions: [{ emoji: '👍', count: 2, mine: true }] }),
    settled: { reactions: [{ emoji: '👍', count: 2, mine: true }] },
  },
  'chat.delete': {
    make: () => mutate('chat.delete', { conversationId: 'c1', messageId: 'm1' }),
    look: chat,
    shown: { messages: [], preview: undefined },
    answer: () => ({ success: true }),
    settled: { messages: [], preview: undefined },
  },
  'chat.leave': {
    make: () => mutate('chat.leave', { conversationId: 'c1' }),
    look: listConversations,
    shown: [],
    answer: () => ({ success: true }),
    settled: [],
  },
  'rules.create': {
    make: () =>
      mutate('rules.create', {
        id: 'r2',
        fields: { title: 'No glass', description: 'Not on the beach.', category: 'Safety', importance: 'medium' },
        updatedBy: 'Pat Organizer',
        at,
      }),
    look: rules,
    shown: [{ id: 'r1' }, { id: 'r2', title: 'No glass', updatedBy: 'Pat Organizer', _pending: true }],
    answer: () => ({
      id: 'r2',
      title: 'No glass',
      description: 'Not on the beach.',
      category: 'Safety',
      importance: 'medium',
      lastUpdated: '2025-09-05T12:00:01.000Z',
      updatedBy: 'Pat Organizer',
    }),
    settled: [{ id: 'r1' }, { id: 'r2', lastUpdated: '2025-09-05T12:00:01.000Z' }],
  },
  'rules.update': {
    make: () => mutate('rules.update', { id: 'r1', fields: { ...ruleFields, importance: 'critical' }, updatedBy: 'Pat Organizer', at }),
    back: () => mutate('rules.update', { id: 'r1', fields: ruleFields, updatedBy: 'Pat Organizer', at }),
    look: rules,
    shown: [{ id: 'r1', importance: 'critical', updatedBy: 'Pat Organizer', _pending: true }],
    answer: () => ({ ...quietHours, importance: 'critical', lastUpdated: '2025-09-05T12:00:01.000Z', updatedBy: 'Pat Organizer' }),
    settled: [{ id: 'r1', importance: 'critical', lastUpdated: '2025-09-05T12:00:01.000Z' }],
  },
  'rules.delete': {
    make: () => mutate('rules.delete', { id: 'r1' }),
    look: rules,
    shown: [],
    answer: () => ({ success: true }),
    settled: [],
  },
  'map.create': {
    make: () => mutate('map.create', { id: 'l2', fields: { name: 'First Aid', description: 'Next to the office.', icon: 'Home' } }),
    look: places,
    shown: [{ id: 'l1' }, { id: 'l2', name: 'First Aid', position: 1, _pending: true }],
    answer: () => ({ id: 'l2', name: 'First Aid', description: 'Next to the office.', icon: 'Home', position: 1 }),
    settled: [{ id: 'l1' }, { id: 'l2', name: 'First Aid', position: 1 }],
  },
  'map.update': {
    make: () => mutate('map.update', { id: 'l1', fields: { ...placeFields, name: 'Canoe Dock' } }),
    back: () => mutate('map.update', { id: 'l1', fields: placeFields }),
    look: places,
    shown: [{ id: 'l1', name: 'Canoe Dock', _pending: true }],
    answer: () => ({ ...dock, name: 'Canoe Dock', description: 'Canoes, paddles and life jackets.' }),
    settled: [{ id: 'l1', name: 'Canoe Dock', description: 'Canoes, paddles and life jackets.' }],
  },
  'map.delete': {
    make: () => mutate('map.delete', { id: 'l1' }),
    look: places,
    shown: [],
    answer: () => ({ success: true }),
    settled: [],
  },
  'profile.update': {
    make: () =>
      mutate('profile.update', {
        userId: 'me',
        fields: { first_name: 'Maya', last_name: 'Reed', phone: ' 555-0199 ', emergency_contact: 'Dad', dietary_restrictions: '' },
      }),
    back: () =>
      mutate('profile.update', {
        userId: 'me',
        fields: { first_name: 'Maya', last_name: 'Reed', phone: '555-0100', emergency_contact: null, dietary_restrictions: null },
      }),
    look: () => db.profile.get('me'),
    shown: { profile: { phone: '555-0199', emergency_contact: 'Dad', dietary_restrictions: null }, _pending: true },
    answer: () => {
      const user = { ...myProfile, profile: { ...myProfile.profile, phone: '555-0199', emergency_contact: 'Dad' } };
      return { profile: user.profile, user };
    },
    settled: { profile: { phone: '555-0199', emergency_contact: 'Dad' } },
  },
  'reflections.save': {
    make: () =>
      mutate('reflections.save', {
        id: 'r1',
        campId: 'camp25',
        camp: lakeReflection.camp,
        high: 'Talent show',
        low: 'Rain',
        glitter: 'Stars',
        isPublic: true,
        at,
      }),
    back: () =>
      mutate('reflections.save', {
        id: 'r1',
        campId: 'camp25',
        camp: lakeReflection.camp,
        high: 'Canoe race',
        low: 'Rain',
        glitter: 'Stars',
        isPublic: false,
        at,
      }),
    look: () => db.reflections.toArray(),
    shown: [{ id: 'r1', high: 'Talent show', is_public: true, submitted_at: lakeReflection.submitted_at, _pending: true }],
    answer: () => ({ ...lakeReflection, high: 'Talent show', is_public: true }),
    settled: [{ id: 'r1', high: 'Talent show', is_public: true }],
  },
  'reflections.delete': {
    make: () => mutate('reflections.delete', { id: 'r1' }),
    back: () =>
      mutate('reflections.save', {
        id: 'r1',
        campId: 'camp25',
        camp: lakeReflection.camp,
        high: 'Canoe race',
        low: 'Rain',
        glitter: 'Stars',
        isPublic: false,
        at,
      }),
    look: () => db.reflections.toArray(),
    shown: [],
    answer: () => ({ message: 'Reflection deleted' }),
    settled: [],
  },
  'rollcalls.answer': {
    make: () => mutate('rollcalls.answer', { rollCallId: 'rc1', status: 'help', note: 'Stuck at the dock', household: false }),
    back: () => mutate('rollcalls.answer', { rollCallId: 'rc1', status: 'safe', household: false }),
    look: () => db.rollCalls.get('rc1'),
    shown: { my_answer: { status: 'help', note: 'Stuck at the dock' }, _pending: true },
    answer: () => ({
      ...stormRollCall,
      my_answer: { status: 'help', note: 'Stuck at the dock', answered_at: at, answered_by: 'me' },
    }),
    settled: { my_answer: { status: 'help', note: 'Stuck at the dock', answered_by: 'me' } },
  },
  'notifications.read': {
    make: () => mutate('notifications.read', { id: 'n1' }),
    look: serverInbox,
    shown: [{ id: 'n1', read: true }],
    answer: () => ({ ...campNotice, read: true }),
    settled: [{ id: 'n1', read: true }],
  },
  'notifications.remove': {
    make: () => mutate('notifications.remove', { id: 'n1' }),
    look: serverInbox,
    shown: [],
    answer: () => ({ removed: 1 }),
    settled: [],
  },
  'notifications.readAll': {
    make: () => mutate('notifications.readAll', { before: at }),
    look: serverInbox,
    shown: [{ id: 'n1', read: true }],
    answer: () => ({ updated: 1 }),
    settled: [{ id: 'n1', read: true }],
  },
  'notifications.clear': {
    make: () => mutate('notifications.clear', { before: at }),
    look: serverInbox,
    shown: [],
    answer: () => ({ removed: 1 }),
    settled: [],
  },
};

const names = Object.keys(cases) as MutationName[];
const theRow = async () => {
  const rows = await db.outbox.toArray();
  expect(rows).toHaveLength(1);
  return rows[0] as OutboxRow;
};

/** The camp on the phone, with one notice of the server inbox. */
const seed = async () => {
  await seedCamp();
  await db.notifications.put(campNotice);
};

beforeEach(seed);
afterEach(() => setOnline(true));

describe('each kind of change', () => {
  it('has its case here', () => {
    expect(names.sort()).toEqual(Object.keys(mutations).sort());
  });

  it.each(names)('%s shows at once; a refusal puts back exactly what was there and is kept as the outcome', async (name) => {
    const c = cases[name];
    const before = await c.look();
    await c.make();
    expect(await c.look()).toMatchObject(c.shown as object);
    const row = await theRow();
    fakeFetch(() => ({ status: 409, body: { error: 'Not possible any more.' } }));
    expect(await drainOutbox()).toMatchObject({ refused: 1, waiting: 0 });
    expect(await c.look()).toEqual(before);
    expect(await db.blobs.count()).toBe(0);
    expect(await outcomeOf(row.id)).toEqual({ state: 'refused', reason: 'Not possible any more.' });
    expect((await db.notifications.filter((n) => n.source !== 'server').toArray()).map((n) => n.message)).toEqual([
      `${row.label} was not saved. Not possible any more.`,
    ]);
  });

  it.each(names)("%s, once accepted, shows the server's answer and waits for nothing", async (name) => {
    const c = cases[name];
    await c.make();
    const row = await theRow();
    fakeFetch(() => ({ status: 200, body: c.answer(row) }));
    expect(await drainOutbox()).toMatchObject({ sent: 1, refused: 0, waiting: 0 });
    const shown = await c.look();
    expect(shown).toMatchObject(c.settled as object);
    expect(JSON.stringify(shown ?? null)).not.toContain('_pending');
    expect(await outcomeOf(row.id)).toEqual({ state: 'sent' });
  });
});

describe('coalescing', () => {
  it("every kind that sends a desired state ('set') can be undone, and only those", async () => {
    for (const name of names) {
      await seed();
      await cases[name].make();
      expect([name, (await theRow()).coalesce === 'set']).toEqual([name, cases[name].back !== undefined]);
    }
  });

  const setKinds = names.filter((n) => cases[n].back);
  it.each(setKinds)('%s done then undone offline sends nothing and leaves things as they were', async (name) => {
    const c = cases[name];
    const before = await c.look();
    setOnline(false);
    await c.make();
    expect(await drainOutbox()).toMatchObject({ offline: true, waiting: 1 });
    expect(await c.back?.()).toBeNull();
    setOnline(true);
    const calls = fakeFetch(() => ({ status: 200, body: {} }));
    expect(await drainOutbox()).toMatchObject({ sent: 0, waiting: 0 });
    expect(calls).toHaveLength(0);
    expect(await c.look()).toEqual(before);
  });

  it.each(setKinds)('%s done, undone and done again offline sends one request with the last state', async (name) => {
    const c = cases[name];
    setOnline(false);
    await c.make();
    await c.back?.();
    await c.make();
    const row = await theRow();
    setOnline(true);
    const calls = fakeFetch(() => ({ status: 200, body: c.answer(row) }));
    await drainOutbox();
    expect(calls.map((r) => [r.method, r.path, r.body])).toEqual([[row.method, row.path, row.body]]);
    expect(await c.look()).toMatchObject(c.settled as object);
  });

  it("'append' kinds keep every change and send them in order: two comments, two messages", async () => {
    await mutate('feed.comment', { id: 'k2', postId: 'p1', text: 'One', author, createdAt: at });
    await mutate('feed.comment', { id: 'k3', postId: 'p1', text: 'Two', author, createdAt: at });
    await mutate('chat.send', { id: 'm2', conversationId: 'c1', content: 'Three', sender: me, createdAt: at });
    await mutate('chat.send', { id: 'm3', conversationId: 'c1', content: 'Four', sender: me, createdAt: at });
    const echo = (body: { id: string; text?: string; content?: string }) =>
      body.text
        ? { id: body.id, post_id: 'p1', user: author, text: body.text, createdAt: at }
        : { id: body.id, conversation_id: 'c1', sender_id: 'me', content: body.content, type: 'text', created_at: at, read_at: null };
    const calls = fakeFetch(batchAware((req) => ({ status: 201, body: echo(req.body as { id: string }) })));
    expect(await drainOutbox()).toMatchObject({ sent: 4, requests: 1 });
    const ops = (calls[0]?.body as { operations: { body: { text?: string; content?: string } }[] }).operations;
    expect(ops.map((o) => o.body.text ?? o.body.content)).toEqual(['One', 'Two', 'Three', 'Four']);
    expect((await db.comments.where('post_id').equals('p1').toArray()).map((c) => [c.text, c._pending])).toEqual([
      ['Nice', undefined],
      ['One', undefined],
      ['Two', undefined],
    ]);
    expect((await listMessages('c1')).map((m) => [m.content, m._pending])).toEqual([
      ['Canoe at 10?', undefined],
      ['Three', undefined],
      ['Four', undefined],
    ]);
  });
});
