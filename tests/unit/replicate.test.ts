import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/db/schema';
import { getMeta } from '../../src/db/meta-repo';
import { pullTable } from '../../src/sync/pull';
import { fakeFetch, resetDb, tick } from './support/outbox-fixtures';

beforeEach(() => resetDb());

const item = (id: number, checked: boolean, name = `Item ${id}`) => ({ id, item_name: name, category: 'Gear', is_checked: checked, is_essential: false });
const spec = { path: '/packing', table: 'packing', delta: true };

describe('pullTable', () => {
  it('starts with since=0 (a full list that replaces the table), then asks only for changes since its cursor', async () => {
    const calls = fakeFetch((req) =>
      req.path === '/packing?since=0'
        ? { status: 200, body: { items: [item(1, true), item(5, false)], deleted: [], cursor: '100' }, headers: { etag: '"a"' } }
        : { status: 200, body: { items: [item(5, true)], deleted: ['1'], cursor: '200' }, headers: { etag: '"b"' } },
    );
    expect(await pullTable(spec)).toBe('updated');
    expect((await db.packing.toArray()).map((p) => p.id)).toEqual([1, 5]);
    expect(await pullTable(spec)).toBe('updated');
    expect(calls[1]?.path).toBe('/packing?since=100');
    expect(calls[1]?.headers['if-none-match']).toBe('"a"');
    expect(await db.packing.toArray()).toEqual([item(5, true)]);
    expect(await getMeta('pull:/packing')).toEqual({ cursor: '200', etag: '"b"' });
  });

  it('does nothing on 304 Not Modified', async () => {
    fakeFetch(() => ({ status: 304 }));
    expect(await pullTable(spec)).toBe('unchanged');
    expect(await db.packing.count()).toBe(4);
  });

  it('never overwrites or deletes a record with an unsent change', async () => {
    await tick(1, true, false);
    await tick(2, true, false);
    fakeFetch(() => ({ status: 200, body: { items: [item(1, false, 'Server'), item(3, false, 'Server 3')], deleted: [], cursor: '1' } }));
    await pullTable(spec);
    expect(await db.packing.get(1)).toMatchObject({ is_checked: true, _pending: true, item_name: 'Item 1' });
    expect(await db.packing.get(2)).toMatchObject({ is_checked: true, _pending: true });
    expect(await db.packing.get(3)).toMatchObject({ item_name: 'Server 3' });
    expect(await db.packing.get(4)).toBeUndefined();
  });

  it('takes a plain list with an ETag from routes without deltas', async () => {
    const calls = fakeFetch(() => ({ status: 200, body: { events: [item(9, false)] }, headers: { etag: '"e"' } }));
    await pullTable({ path: '/things', table: 'packing', list: (b) => (b as { events: unknown[] }).events });
    expect(calls[0]?.path).toBe('/things');
    expect((await db.packing.toArray()).map((p) => p.id)).toEqual([9]);
  });

  it('reports offline without touching the cache', async () => {
    fakeFetch(() => 'network-error');
    expect(await pullTable(spec)).toBe('offline');
    expect(await db.packing.count()).toBe(4);
  });
});

describe('a full-list pull racing a live event', () => {
  it('keeps a row a live event stored after the request left, and removes rows the list no longer has', async () => {
    const { storePulled } = await import('../../src/db/pull-repo');
    const { db: store } = await import('../../src/db/schema');
    await store.conversations.clear();
    const requestedAt = Date.now();
    const base = { type: 'group' as const, description: null, last_message_at: null, Members: [], Messages: [] };
    await store.conversations.bulkPut([
      { id: 'old', name: 'Gone from the server', ...base, _receivedAt: requestedAt - 10_000 },
      { id: 'live', name: 'Created while the list was on its way', ...base, _receivedAt: requestedAt + 5 },
    ]);
    await storePulled('conversations', [{ id: 'kept', name: 'On the server', ...base }], [], true, requestedAt);
    expect((await store.conversations.toArray()).map((c) => c.id).sort()).toEqual(['kept', 'live']);
  });
});
