import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/db/schema';
import { mutate } from '../../src/db/mutate';
import { storePull } from '../../src/db/replica-store';
import { archery, post, potluck, seedCamp, setOnline } from './support/camp-seed';

/**
 * A poke that carries a new post (contracts/replication-rules.ts): the phone shows the post at once, before its pull,
 * and never lets the carried copy stand over a newer one it already holds.
 */
const replicate = vi.fn(() => Promise.resolve('unchanged'));
vi.mock('../../src/replication/replicate', () => ({ replicate }));
const warmImages = vi.fn(() => Promise.resolve(0));
vi.mock('../../src/replication/warm-images', () => ({ warmImages }));
const { changePokeOf, pokeReplication } = await import('../../src/replication/poke');

const fresh = post('p2', { caption: 'Campfire moved to the beach', likes: 0, comments: [], isLiked: false });

beforeEach(async () => {
  await seedCamp('token');
  replicate.mockClear();
  warmImages.mockClear();
});
afterEach(() => setOnline(true));

const carrying = async (carried: Parameters<typeof pokeReplication>[0]['carried']) => {
  pokeReplication({ type: 'changed', spread_ms: 0, carried });
  await vi.waitFor(() => expect(replicate).toHaveBeenCalled());
};

describe('a poke that carries a new post', () => {
  it('reads the posts it carries, and a poke whose rows do not read as posts as a plain poke', () => {
    const text = JSON.stringify({ type: 'changed', spread_ms: 0, carried: { made: { posts: [fresh] } } });
    expect(changePokeOf(text)).toEqual({ type: 'changed', spread_ms: 0, carried: { made: { posts: [fresh] } } });
    const broken = JSON.stringify({ type: 'changed', spread_ms: 0, carried: { made: { posts: [{ id: 'p3' }] } } });
    expect(changePokeOf(broken)).toEqual({ type: 'changed', spread_ms: 0 });
  });

  it('stores rows sent alone, before their poke, without pulling', async () => {
    const alone = changePokeOf(JSON.stringify({ type: 'carried', carried: { made: { posts: [fresh] } } }));
    expect(alone).toEqual({ type: 'carried', carried: { made: { posts: [fresh] } } });
    expect(changePokeOf(JSON.stringify({ type: 'carried', carried: { made: { posts: [{ id: 'p3' }] } } }))).toBeNull();
    pokeReplication(alone ?? { type: 'changed' });
    await vi.waitFor(async () => expect((await db.posts.get('p2'))?.caption).toBe('Campfire moved to the beach'));
    expect(replicate).not.toHaveBeenCalled();
  });

  it('shows the post at once, fetches its photos for offline, and still pulls', async () => {
    pokeReplication({ type: 'changed', spread_ms: 0, carried: { made: { posts: [fresh] } } });
    await vi.waitFor(async () => expect((await db.posts.get('p2'))?.caption).toBe('Campfire moved to the beach'));
    await vi.waitFor(() => expect(warmImages).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(replicate).toHaveBeenCalledTimes(1));
  });

  it('keeps the copy a pull brought over an older carried one', async () => {
    // p1 as the pull gave it: liked by this camper, three likes, a comment.
    pokeReplication({
      type: 'changed',
      spread_ms: 0,
      carried: { made: { posts: [post('p1', { likes: 0, comments: [], caption: 'old' }), fresh] } },
    });
    await vi.waitFor(async () => expect(await db.posts.get('p2')).toBeDefined());
    expect(await db.posts.get('p1')).toMatchObject({ caption: 'Canoes at dawn', likes: 3 });
    expect(await db.comments.where('post_id').equals('p1').count()).toBe(1);
  });

  it('keeps a carried post through a full pull that was asked for before it came', async () => {
    const askedAt = Date.now() - 1000;
    pokeReplication({ type: 'changed', spread_ms: 0, carried: { made: { posts: [fresh] } } });
    await vi.waitFor(async () => expect(await db.posts.get('p2')).toBeDefined());
    await storePull({ cursor: '9', full: true, tables: { posts: { items: [post()], deleted: [] } } }, askedAt);
    expect(await db.posts.get('p2')).toBeDefined();
    // A full pull asked for after it came is the truth: the post is no longer there.
    await storePull({ cursor: '10', full: true, tables: { posts: { items: [post()], deleted: [] } } }, Date.now() + 1);
    expect(await db.posts.get('p2')).toBeUndefined();
  });
});

describe('a poke that carries what every reader sees alike', () => {
  it("lays an event's counts, a poll's tally and a sheet's takers over what the phone holds, keeping the camper's own part", async () => {
    await db.events.update('e1', { is_user_registered: true, party: { adults: 2, children: 0, note: '' } });
    await db.polls.update('q1', { userVote: 'o1' });
    await db.signups.update('s1', { slots: potluck.slots.map((s) => (s.id === 'sl1' ? { ...s, mine: true } : s)) });
    await carrying({
      shared: {
        events: [{ id: 'e1', registration_count: 4, available_spots: 0, waitlist_count: 1 }],
        polls: [
          {
            id: 'q1',
            totalVotes: 4,
            options: [
              { id: 'o1', text: 'Swim', votes: 2 },
              { id: 'o2', text: 'Hike', votes: 2 },
            ],
          },
        ],
        signups: [{ id: 's1', slots: [{ id: 'sl1', taken: 2, takers: ['The Pines', 'The Oaks'] }] }],
      },
    });
    await vi.waitFor(async () => expect((await db.events.get('e1'))?.available_spots).toBe(0));
    expect(await db.events.get('e1')).toEqual({
      ...archery,
      registration_count: 4,
      available_spots: 0,
      waitlist_count: 1,
      is_user_registered: true,
      party: { adults: 2, children: 0, note: '' },
    });
    expect(await db.polls.get('q1')).toMatchObject({ totalVotes: 4, userVote: 'o1', options: [{ votes: 2 }, { votes: 2 }] });
    expect((await db.signups.get('s1'))?.slots).toEqual([
      { id: 'sl1', label: 'Salad', capacity: 2, taken: 2, takers: ['The Pines', 'The Oaks'], mine: true },
      potluck.slots[1],
    ]);
    // No new post, no photo to fetch.
    expect(warmImages).not.toHaveBeenCalled();
  });

  it("leaves a record the camper's own change still waits on, and makes none the phone does not hold", async () => {
    setOnline(false);
    await mutate('events.rsvp', { eventId: 'e1', register: true });
    const shown = await db.events.get('e1');
    await carrying({
      shared: {
        events: [{ id: 'e1', registration_count: 4, available_spots: 0, waitlist_count: 0 }],
        polls: [{ id: 'q9', totalVotes: 1, options: [{ id: 'o1', text: 'Yes', votes: 1 }] }],
      },
    });
    expect(await db.events.get('e1')).toEqual(shown);
    expect(await db.polls.get('q9')).toBeUndefined();
  });
});
