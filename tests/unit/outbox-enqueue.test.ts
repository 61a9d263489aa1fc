// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { enqueue } from '../../src/db/outbox';
import { db } from '../../src/db/schema';
import { message, resetDb, tick } from './support/outbox-fixtures';

beforeEach(() => resetDb());

describe('enqueue: optimistic change and outbox row in one transaction', () => {
  it('shows the change at once, marked waiting, and stores a row with a fresh key, an order and an entity', async () => {
    const row = await tick(1, true, false);
    expect(await db.packing.get(1)).toMatchObject({ is_checked: true, _pending: true });
    expect(row).toMatchObject({ entity: 'packing:1', method: 'PUT', path: '/packing/1', state: 'pending', attempts: 0, coalesce: 'set' });
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await message('c1', 'hi');
    expect(second?.seq).toBeGreaterThan(row?.seq ?? Infinity);
  });

  it('stores neither the change nor the row when the change fails', async () => {
    await expect(
      enqueue({ entity: 'x', method: 'POST', path: '/x', label: 'X' }, async () => {
        await db.packing.update(1, { is_checked: true });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.outbox.count()).toBe(0);
    expect((await db.packing.get(1))?.is_checked).toBe(false);
  });
});

describe('coalescing of unsent rows', () => {
  it("a later 'set' row replaces the earlier one of the same entity, keeping the earliest undo and baseline", async () => {
    const first = await tick(1, true, false);
    await db.packing.update(2, { item_name: 'Renamed' });
    const second = await enqueue(
      {
        entity: 'packing:1',
        method: 'PUT',
        path: '/packing/1',
        body: { is_checked: true, note: 'x' },
        baseline: { is_checked: true },
        label: "Tick 'Item 1' again",
      },
      async () => [
        { table: 'packing', key: 1, value: { id: 1, item_name: 'later', category: 'Gear', is_checked: true, is_essential: false } },
      ],
    );
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(second?.id).toBe(first?.id);
    expect(rows[0]).toMatchObject({ body: { is_checked: true, note: 'x' }, baseline: { is_checked: false }, label: "Tick 'Item 1' again" });
    expect(rows[0]?.undo).toEqual(first?.undo);
  });

  it('a set row back to the baseline cancels both: nothing is sent and the waiting mark goes', async () => {
    await tick(1, true, false);
    const back = await tick(1, false, true);
    expect(back).toBeNull();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.packing.get(1)).toEqual({ id: 1, item_name: 'Item 1', category: 'Gear', is_checked: false, is_essential: false });
  });

  it('three ticks on, off, on leave one row with the final state', async () => {
    await tick(1, true, false);
    await tick(1, false, true);
    await tick(1, true, false);
    const rows = await db.outbox.toArray();
    expect(rows.map((r) => r.body)).toEqual([{ is_checked: true }]);
  });

  it('different entities never coalesce', async () => {
    await tick(1, true, false);
    await tick(2, true, false);
    expect(await db.outbox.count()).toBe(2);
  });

  it("'append' rows never coalesce, even with equal bodies", async () => {
    await message('c1', 'hello');
    await message('c1', 'hello');
    expect(await db.outbox.count()).toBe(2);
  });

  it('a row already sent once (its answer unknown) is not replaced: the new row queues behind it', async () => {
    const sent = await tick(1, true, false);
    await db.outbox.update(sent?.id ?? '', { attempts: 1, state: 'failed' });
    await tick(1, false, true);
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => r.body)).toEqual([{ is_checked: true }, { is_checked: false }]);
  });

  it('a set row without a baseline replaces but never cancels', async () => {
    await enqueue({ entity: 'profile', method: 'PUT', path: '/users/me', body: { bio: 'a' }, label: 'Edit profile' });
    await enqueue({ entity: 'profile', method: 'PUT', path: '/users/me', body: { bio: 'b' }, label: 'Edit profile' });
    expect((await db.outbox.toArray()).map((r) => r.body)).toEqual([{ bio: 'b' }]);
  });
});
