// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { mutate } from '../../src/db/mutate';
import { storePulledPosts } from '../../src/db/feed/feed-store';
import { storeChanges } from '../../src/db/replica-changes';
import { db } from '../../src/db/schema';
import { setSessionToken } from '../../src/db/auth/session-repo';
import { drainOutbox } from '../../src/outbox/drain';
import { archery, post, seedCamp } from './support/camp-seed';
import { batchAware, fakeFetch, jwtFor } from './support/outbox-fixtures';

/**
 * One phone, two campers: Alice queued changes offline and handed the phone to Bob. Her rows wait
 * for her own session; they must not shape what Bob sees or how his own changes settle.
 */
const alice = jwtFor('alice');
const bob = jwtFor('bob');
const item = (id: number, checked: boolean, name = `Item ${id}`) => ({
  id,
  item_name: name,
  category: 'Gear',
  is_checked: checked,
  is_essential: false,
});
const now = () => Date.now();

beforeEach(() => seedCamp(alice));

describe("someone else's queued changes", () => {
  it("do not hold records back from a pull: Bob sees the server's version, his own queued ones stay", async () => {
    await mutate('packing.tick', { id: 1, checked: true });
    await mutate('events.rsvp', { eventId: 'e1', register: true });
    const aliceRows = await db.outbox.toArray();
    await setSessionToken(bob);
    await mutate('packing.tick', { id: 2, checked: true });

    await storeChanges({ table: 'packing' }, { items: [item(1, false, 'Sunscreen'), item(2, false, 'Torch')], deleted: [] }, false, now());
    await storeChanges(
      { table: 'events' },
      { items: [{ ...archery, registration_count: 4, available_spots: 0 }], deleted: [] },
      false,
      now(),
    );
    expect(await db.packing.get(1)).toEqual(item(1, false, 'Sunscreen'));
    expect(await db.events.get('e1')).toMatchObject({ is_user_registered: false, registration_count: 4 });
    expect(await db.packing.get(2)).toMatchObject({ item_name: 'Item 2', is_checked: true, _pending: true });
    // Alice's refusals would still roll back to what she saw, not to Bob's data.
    const stillAlice = await db.outbox.bulkGet(aliceRows.map((r) => r.id));
    expect(stillAlice.map((r) => r?.undo)).toEqual(aliceRows.map((r) => r.undo));
  });

  it('hold records again once their owner is back', async () => {
    await mutate('packing.tick', { id: 1, checked: true });
    await setSessionToken(bob);
    await setSessionToken(alice);
    await storeChanges({ table: 'packing' }, { items: [item(1, false, 'Sunscreen')], deleted: [] }, false, now());
    expect(await db.packing.get(1)).toMatchObject({ item_name: 'Item 1', is_checked: true, _pending: true });
  });

  it('do not hide a post Alice is deleting from Bob, nor its comments', async () => {
    await mutate('feed.delete', { postId: 'p1', asAdmin: false });
    expect(await db.posts.get('p1')).toBeUndefined();
    await setSessionToken(bob);
    await storePulledPosts({ items: [post('p1')], deleted: [] }, true, now());
    expect(await db.posts.get('p1')).toMatchObject({ caption: 'Canoes at dawn' });
    expect((await db.comments.where('post_id').equals('p1').toArray()).map((c) => c.text)).toEqual(['Nice']);
  });

  it("do not stop Bob's like from settling to the server's count", async () => {
    await mutate('feed.like', { postId: 'p1', liked: true });
    await setSessionToken(bob);
    await storePulledPosts({ items: [post('p1', { likes: 4 })], deleted: [] }, true, now());
    await mutate('feed.like', { postId: 'p1', liked: true });
    const calls = fakeFetch(batchAware(() => ({ status: 200, body: { liked: true, likes: 9 } })));
    expect(await drainOutbox()).toMatchObject({ sent: 1, waiting: 0 });
    expect(calls.map((c) => c.headers.authorization)).toEqual([`Bearer ${bob}`]);
    const shown = await db.posts.get('p1');
    expect(shown).toMatchObject({ isLiked: true, likes: 9 });
    expect(shown?._pending).toBeUndefined();
    expect((await db.outbox.toArray()).map((r) => [r.owner, r.kind])).toEqual([['alice', 'feed.like']]);
  });
});
