import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/db/schema';
import { storePull } from '../../src/db/replica-store';
import { post, seedCamp } from './support/camp-seed';

/**
 * A poke that carries a new post (contracts/replication-rules.ts): the phone shows the post at once, before its pull,
 * and never lets the carried copy stand over a newer one it already holds.
 */
const replicate = vi.fn(() => Promise.resolve('unchanged'));
vi.mock('../../src/replication/replicate', () => ({ replicate }));
const { changePokeOf, pokeReplication } = await import('../../src/replication/poke');

const fresh = post('p2', { caption: 'Campfire moved to the beach', likes: 0, comments: [], isLiked: false });

beforeEach(async () => {
  await seedCamp('token');
  replicate.mockClear();
});

describe('a poke that carries a new post', () => {
  it('reads the posts it carries, and a poke whose rows do not read as posts as a plain poke', () => {
    const text = JSON.stringify({ type: 'changed', spread_ms: 0, carried: { posts: [fresh] } });
    expect(changePokeOf(text)).toEqual({ type: 'changed', spread_ms: 0, carried: { posts: [fresh] } });
    const broken = JSON.stringify({ type: 'changed', spread_ms: 0, carried: { posts: [{ id: 'p3' }] } });
    expect(changePokeOf(broken)).toEqual({ type: 'changed', spread_ms: 0 });
  });

  it('shows the post at once and still pulls', async () => {
    pokeReplication({ type: 'changed', spread_ms: 0, carried: { posts: [fresh] } });
    await vi.waitFor(async () => expect((await db.posts.get('p2'))?.caption).toBe('Campfire moved to the beach'));
    await vi.waitFor(() => expect(replicate).toHaveBeenCalledTimes(1));
  });

  it('keeps the copy a pull brought over an older carried one', async () => {
    // p1 as the pull gave it: liked by this camper, three likes, a comment.
    pokeReplication({ type: 'changed', spread_ms: 0, carried: { posts: [post('p1', { likes: 0, comments: [], caption: 'old' }), fresh] } });
    await vi.waitFor(async () => expect(await db.posts.get('p2')).toBeDefined());
    expect(await db.posts.get('p1')).toMatchObject({ caption: 'Canoes at dawn', likes: 3 });
    expect(await db.comments.where('post_id').equals('p1').count()).toBe(1);
  });

  it('keeps a carried post through a full pull that was asked for before it came', async () => {
    const askedAt = Date.now() - 1000;
    pokeReplication({ type: 'changed', spread_ms: 0, carried: { posts: [fresh] } });
    await vi.waitFor(async () => expect(await db.posts.get('p2')).toBeDefined());
    await storePull({ cursor: '9', full: true, tables: { posts: { items: [post()], deleted: [] } } }, askedAt);
    expect(await db.posts.get('p2')).toBeDefined();
    // A full pull asked for after it came is the truth: the post is no longer there.
    await storePull({ cursor: '10', full: true, tables: { posts: { items: [post()], deleted: [] } } }, Date.now() + 1);
    expect(await db.posts.get('p2')).toBeUndefined();
  });
});
