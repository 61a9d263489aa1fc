// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/db/schema';
import { adoptSessionOwner } from '../../src/db/auth/session-owner';

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

async function cacheOfSomeone() {
  await db.packing.put({ id: 1, item_name: 'Sunscreen', category: 'Personal Care', is_checked: true, is_essential: true });
  await db.meta.put({ key: 'pull:/packing', value: { cursor: 'c1' } });
  await db.outbox.add({
    id: 'row-1',
    owner: 'alice',
    seq: 1,
    entity: 'packing:1',
    method: 'PUT',
    path: '/packing/1',
    body: { is_checked: true },
    coalesce: 'set',
    undo: [],
    label: "Tick 'Sunscreen'",
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: '2025-09-05T10:00:00Z',
  });
}

describe('one phone, several campers', () => {
  it('keeps the cache when the same camper signs in again', async () => {
    await adoptSessionOwner('alice');
    await cacheOfSomeone();
    expect(await adoptSessionOwner('alice')).toBe(false);
    expect(await db.packing.count()).toBe(1);
    expect(await db.meta.get('pull:/packing')).toBeDefined();
  });

  it("clears the previous camper's lists and cursors when someone else signs in, and keeps their queued changes", async () => {
    await adoptSessionOwner('alice');
    await cacheOfSomeone();
    expect(await adoptSessionOwner('bob')).toBe(true);
    expect(await db.packing.count()).toBe(0);
    expect(await db.meta.get('pull:/packing')).toBeUndefined();
    expect((await db.outbox.toArray()).map((r) => r.owner)).toEqual(['alice']);
  });
});
